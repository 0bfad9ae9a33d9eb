import { Box, Dialog, Flex, IconButton, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { portalFetcher } from '../../../shared/api';
import type { usePostCalls } from '../../hooks/useCampaigns';
import { ConfirmPostDelete } from '../campaigns/ConfirmPostDelete';
import { PostCard } from '../campaigns/PostCard';
import type { BulkPost } from '../campaigns/types';
import { usePostActions } from '../campaigns/usePostActions';

/**
 * The side panel of a post clicked on the calendar: My Campaigns' own card (text editable, time,
 * schedule/unschedule, publish now, regenerate, delete, findings, where it was published) with
 * its actions and dialogs, on the full post (GET /api/bulk-posts/{id}).
 */
export function PostPanel({
  postId,
  zone,
  zoneLabel,
  pagesSelected,
  postCalls,
  onClose,
}: {
  postId: number;
  zone: string;
  zoneLabel: string;
  pagesSelected: boolean;
  postCalls: ReturnType<typeof usePostCalls>;
  onClose: () => void;
}) {
  const { t } = useTranslation('calendar');
  const { data, error } = useSWR<{ bulkPost: BulkPost }>(`/api/bulk-posts/${postId}`, portalFetcher);
  const actions = usePostActions(postCalls, zone);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const post = data?.bulkPost;
  const mode = actions.editing?.id === postId ? actions.editing.mode : null;
  const busy = actions.busy?.id === postId ? actions.busy.action : null;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content className="calendar-panel" aria-describedby={undefined} data-testid="calendar-panel">
        <Flex justify="between" align="center" mb="3">
          <Dialog.Title size="4" mb="0">
            {post?.productName ?? t('panelTitle')}
          </Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        {!post && !error && (
          <Flex justify="center" p="4">
            <Spinner />
            <VisuallyHidden>{t('loading')}</VisuallyHidden>
          </Flex>
        )}
        {error && !post && (
          <Text color="red" role="alert">
            {t('panelGone')}
          </Text>
        )}
        {post && (
          <Box>
            <PostCard
              post={post}
              zone={zone}
              zoneLabel={zoneLabel}
              pagesSelected={pagesSelected}
              mode={mode}
              locked={false}
              busy={busy}
              {...actions.cardHandlers(post, () => setConfirmDelete(true))}
            />
          </Box>
        )}
        {post && confirmDelete && (
          <ConfirmPostDelete
            post={post}
            zone={zone}
            onConfirm={(removeFromPlatforms) => {
              setConfirmDelete(false);
              void actions.remove(post, removeFromPlatforms).then(() => onClose());
            }}
            onCancel={() => setConfirmDelete(false)}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
