import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { formatDateTime } from '../../dates';
import { DeletePostDialog } from './DeletePostDialog';
import { livePublications, type BulkPost } from './types';

/**
 * Delete's confirmation for one post (My Campaigns' cards and the calendar's side panel): a post
 * with publications still online asks whether to remove them from Facebook and Instagram too.
 */
export function ConfirmPostDelete({
  post,
  zone,
  onConfirm,
  onCancel,
}: {
  post: BulkPost;
  zone?: string;
  onConfirm: (removeFromPlatforms?: boolean) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('campaigns');
  if (livePublications(post).length > 0) return <DeletePostDialog post={post} zone={zone} onConfirm={onConfirm} onCancel={onCancel} />;
  return (
    <ConfirmDialog
      open
      title={t('delete.title')}
      text={t('delete.body', { product: post.productName ?? '', date: formatDateTime(post.scheduledDate, i18n.language, zone) })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={() => onConfirm()}
      onCancel={onCancel}
    />
  );
}
