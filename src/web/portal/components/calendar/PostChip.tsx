import { Flex, Text, Tooltip } from '@radix-ui/themes';
import { ExclamationTriangleIcon, InstagramLogoIcon, VideoIcon } from '@radix-ui/react-icons';
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrc } from '../../products';
import { PostFigures } from '../campaigns/PostFigures';
import { statusStyle } from '../campaigns/status';
import { wallTime } from './days';
import type { CalendarEntry, CalendarStoryEntry, Platform } from './types';

/** Facebook's "f", drawn (Radix's icon set has none); Instagram's from Radix. */
function FacebookIcon() {
  return (
    <svg width="13" height="13" viewBox="0 0 15 15" aria-hidden focusable="false">
      <rect width="15" height="15" rx="3" fill="currentColor" opacity="0.9" />
      <path
        d="M8.4 12.5V8.1h1.5l.2-1.7H8.4V5.3c0-.5.1-.8.8-.8h.9V2.9c-.2 0-.7-.1-1.3-.1-1.3 0-2.2.8-2.2 2.3v1.3H5.1v1.7h1.5v4.4z"
        fill="var(--color-panel-solid)"
      />
    </svg>
  );
}

/** The platforms of a post as small icons, named for screen readers. */
function PlatformIcons({ platforms }: { platforms: Platform[] }) {
  const { t } = useTranslation('campaigns');
  return (
    <Flex gap="1" align="center" style={{ color: 'var(--gray-11)' }}>
      {platforms.map((p) => (
        <span key={p} role="img" aria-label={t(`card.platform.${p}`)} style={{ display: 'inline-flex' }} data-platform={p}>
          {p === 'instagram' ? <InstagramLogoIcon width={13} height={13} /> : <FacebookIcon />}
        </span>
      ))}
    </Flex>
  );
}

export interface PostChipProps {
  post: CalendarEntry;
  zone: string;
  /** Smaller: the month grid's cells; the agenda and the week show the first words too. */
  compact?: boolean;
  /** Whether this post may be dragged and moved (draft, missed, and future scheduled posts). */
  movable: boolean;
  /** The admin's view names the account. */
  accountName?: string;
  onOpen: (post: CalendarEntry) => void;
  onDragStart?: (post: CalendarEntry) => void;
  onDragEnd?: () => void;
  /** Keyboard moves: M opens the Move dialog, Shift+arrows move a day (left/right) or a week (up/down). */
  onKeyMove?: (post: CalendarEntry, key: 'dialog' | number) => void;
}

/**
 * A post on the calendar: its status colour (left edge) and label, time, product, platforms,
 * compliance flag, a thumbnail and (not compact) its first words. A button: Enter or Space opens
 * the side panel; dragging moves it where the rules allow.
 */
export const PostChip = memo(function PostChip({ post, zone, compact, movable, accountName, onOpen, onDragStart, onDragEnd, onKeyMove }: PostChipProps) {
  const { t } = useTranslation(['calendar', 'campaigns']);
  const style = statusStyle(post.status);
  const status = t(`campaigns:status.${post.status}`, { defaultValue: post.status });
  const time = wallTime(post.scheduledDate, zone);
  const name = post.productName ?? t('campaigns:card.noProduct');

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(post);
      return;
    }
    if (!onKeyMove || !movable) return;
    if (event.key === 'm' || event.key === 'M') {
      event.preventDefault();
      onKeyMove(post, 'dialog');
    } else if (event.shiftKey && ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      onKeyMove(post, { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key]!);
    }
  }

  return (
    // A focusable div with the button role rather than a <button>: Chromium starts no native drag from a button.
    <div
      role="button"
      tabIndex={0}
      className={`calendar-chip${compact ? ' compact' : ''}`}
      data-testid="calendar-post"
      data-post-id={post.id}
      data-status={post.status}
      data-day={post.day}
      draggable={movable}
      aria-label={`${time} ${name}, ${status}${post.hasFindings ? `, ${t('calendar:findingsFlag')}` : ''}${accountName ? `, ${accountName}` : ''}`}
      aria-keyshortcuts={movable && onKeyMove ? 'M Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown' : undefined}
      aria-describedby={movable && onKeyMove ? 'calendar-keys-help' : undefined}
      style={{ borderInlineStartColor: `var(--${style.color}-9)` }}
      onClick={() => onOpen(post)}
      onKeyDown={onKeyDown}
      onDragStart={(event) => {
        event.dataTransfer.setData('text/plain', String(post.id));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart?.(post);
      }}
      onDragEnd={() => onDragEnd?.()}
    >
      {post.productImage && !compact && <img className="calendar-thumb" src={imageSrc(post.productImage)} alt="" loading="lazy" draggable={false} />}
      <span className="calendar-chip-body">
        <Flex align="center" gap="1" justify="between">
          <Text size="1" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {time}
          </Text>
          <Flex align="center" gap="1">
            {post.hasFindings && (
              <Tooltip content={t('calendar:findingsFlag')}>
                <ExclamationTriangleIcon color="var(--amber-11)" aria-hidden data-testid="findings-flag" />
              </Tooltip>
            )}
            <PlatformIcons platforms={post.platforms} />
          </Flex>
        </Flex>
        <Text as="span" size="1" weight="medium" className="calendar-chip-name">
          {accountName ? `${accountName} · ${name}` : name}
        </Text>
        <span className="calendar-chip-status" style={{ color: `var(--${style.color}-11)` }} data-testid="post-status">
          {status}
        </span>
        {!compact && (
          <Text as="span" size="1" color="gray" className="calendar-chip-excerpt">
            {post.excerpt}
          </Text>
        )}
        {!compact && !accountName && <PostFigures postId={post.id} status={post.status} inline />}
      </span>
    </div>
  );
});

/** A story on the day it was made (not movable: a story is posted when made). */
export function StoryChip({ story, zone }: { story: CalendarStoryEntry; zone: string }) {
  const { t } = useTranslation('calendar');
  return (
    <div className="calendar-chip story" data-testid="calendar-story" title={story.excerpt}>
      <span className="calendar-chip-body">
        <Flex align="center" gap="1">
          <VideoIcon aria-hidden />
          <Text size="1" weight="bold">
            {wallTime(story.createdAt, zone)}
          </Text>
          <Text size="1">{t('story', { status: t(`storyStatus.${story.status}`, { defaultValue: story.status }) })}</Text>
        </Flex>
      </span>
    </div>
  );
}
