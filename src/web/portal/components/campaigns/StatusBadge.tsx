import { Badge, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { statusStyle } from './status';
import type { PostStatus } from './types';

/** A post's state as a badge (a spinner while it is being published); its colour from the status table (status.ts). */
export function StatusBadge({ status, size }: { status: PostStatus; size?: '1' | '2' }) {
  const { t } = useTranslation('campaigns');
  const style = statusStyle(status);
  return (
    <Badge
      size={size}
      color={style.color}
      variant={style.solid ? 'solid' : 'soft'}
      data-testid="post-status"
      data-status={status}
      style={{ whiteSpace: 'nowrap' }}
    >
      {status === 'publishing' && <Spinner size="1" />}
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
