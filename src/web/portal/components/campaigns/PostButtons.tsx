import { Button, DropdownMenu, Flex, IconButton, Spinner } from '@radix-ui/themes';
import { CalendarIcon, DotsHorizontalIcon, MagicWandIcon, PaperPlaneIcon, Pencil1Icon, TimerIcon, TrashIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { useMayPublish } from '../../hooks/usePortal';
import type { CardBusy } from './PostCard';
import { canMove, EDITABLE, isFuture, PUBLISHABLE, SCHEDULABLE, type BulkPost } from './types';

export interface PostButtonsProps {
  post: BulkPost;
  busy: CardBusy;
  disabled: boolean;
  onSchedule: () => void;
  onUnschedule: () => void;
  onPublish: () => void;
  onEditText: () => void;
  onEditTime: () => void;
  onRegenerate: () => void;
  onDelete: () => void;
}

/** Schedule or Unschedule, Publish now, and the menu (edit the text or time, regenerate, delete), as the post's state allows. */
export function PostButtons({ post, busy, disabled, ...on }: PostButtonsProps) {
  const { t } = useTranslation('campaigns');
  const future = isFuture(post);
  const editable = EDITABLE.includes(post.postStatus);
  const late = post.postStatus === 'missed' || post.postStatus === 'failed';
  const mayPublish = useMayPublish();
  return (
    <Flex gap="2" mt="3" wrap="wrap" align="center">
      {post.postStatus === 'scheduled' && (future || post.waitingForPagesSince) ? (
        <Button variant="soft" color="gray" onClick={on.onUnschedule} disabled={disabled}>
          {busy === 'unschedule' ? <Spinner /> : <TimerIcon />} {t('card.unschedule')}
        </Button>
      ) : mayPublish && SCHEDULABLE.includes(post.postStatus) && future ? (
        <Button onClick={on.onSchedule} disabled={disabled}>
          {busy === 'schedule' ? <Spinner /> : <TimerIcon />} {t('card.schedule')}
        </Button>
      ) : null}
      {mayPublish && PUBLISHABLE.includes(post.postStatus) && (
        <Button variant={late ? 'solid' : 'soft'} color={late ? 'crimson' : undefined} onClick={on.onPublish} disabled={disabled}>
          {busy === 'publish' ? <Spinner /> : <PaperPlaneIcon />} {t('card.publishNow')}
        </Button>
      )}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger disabled={disabled}>
          <IconButton variant="soft" color="gray" aria-label={t('card.menu')}>
            {busy === 'delete' ? <Spinner /> : <DotsHorizontalIcon />}
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end">
          <DropdownMenu.Item disabled={!editable} onSelect={on.onEditText}>
            <Pencil1Icon /> {t('card.edit')}
          </DropdownMenu.Item>
          {canMove(post) && (
            <DropdownMenu.Item onSelect={on.onEditTime}>
              <CalendarIcon /> {t('card.editTimeMenu')}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item disabled={!editable} onSelect={on.onRegenerate}>
            <MagicWandIcon /> {t('card.regenerate')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator />
          <DropdownMenu.Item color="red" disabled={post.postStatus === 'publishing'} onSelect={on.onDelete}>
            <TrashIcon /> {t('card.delete')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </Flex>
  );
}
