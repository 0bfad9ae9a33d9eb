import { Badge, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { PostStatus } from './types';

const STATUS_COLOR: Record<PostStatus, 'gray' | 'blue' | 'amber' | 'green' | 'orange' | 'red' | 'crimson'> = {
  draft: 'gray',
  scheduled: 'blue',
  publishing: 'amber',
  published: 'green',
  partially_published: 'orange',
  failed: 'red',
  missed: 'crimson',
};

/** A post's state as a badge (a spinner while it is being published). */
export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge
      color={STATUS_COLOR[status] ?? 'gray'}
      variant={status === 'scheduled' || status === 'published' ? 'solid' : 'soft'}
      data-testid="post-status"
      data-status={status}
      style={{ whiteSpace: 'nowrap' }}
    >
      {status === 'publishing' && <Spinner size="1" />}
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
