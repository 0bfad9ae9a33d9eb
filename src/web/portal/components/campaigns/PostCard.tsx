import { Badge, Box, Button, Card, Flex, Grid, Heading, IconButton, Text } from '@radix-ui/themes';
import { CalendarIcon, ClockIcon, CounterClockwiseClockIcon, EyeOpenIcon, Pencil1Icon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/components/Notice';
import { formatDateTime } from '../../dates';
import { imageSrc } from '../../products';
import { ProductImage } from '../ProductImage';
import { ApprovalPanel } from './ApprovalPanel';
import { PostButtons } from './PostButtons';
import { useCompanyInfo } from '../../hooks/useCompanyInfo';
import { PostFindings } from './PostFindings';
import { PostPreview } from './PostPreview';
import { PostTargets } from './PostTargets';
import { PostText, PostTextEditor } from './PostText';
import { PostFigures } from './PostFigures';
import { Publications } from './Publications';
import { StatusBadge } from './StatusBadge';
import { TimeEditor } from './TimeEditor';
import { canMove, EDITABLE, type BulkPost } from './types';

export type CardBusy = null | 'schedule' | 'unschedule' | 'publish' | 'regenerate' | 'delete' | 'text' | 'time';

export interface PostCardProps {
  post: BulkPost;
  /** The day counter: this post's place on its side of the list, and the side's total (none in the calendar's panel). */
  position?: number;
  total?: number;
  zone?: string;
  zoneLabel: string;
  /** Something is selected to publish to: a post waiting for a Page goes out within a minute. */
  pagesSelected: boolean;
  mode: 'text' | 'time' | null;
  /** Another post is being edited or saved, or a bulk action runs: this card's actions wait. */
  locked: boolean;
  busy: CardBusy;
  onEdit: (mode: 'text' | 'time') => void;
  onCancelEdit: () => void;
  onSaveText: (content: string) => void;
  onSaveTime: (instant: Date) => void;
  onSchedule: () => void;
  onUnschedule: () => void;
  onPublish: () => void;
  onRegenerate: () => void;
  /** A finding's suggested wording in place of its words (issue 24). */
  onApplySuggestion: (finding: BulkPost['complianceFindings'][number]) => void;
  onDelete: () => void;
}

/** A post card of My Campaigns (business-portal.md §2, §4). */
export function PostCard(props: PostCardProps) {
  const { post, mode, locked, busy } = props;
  const { t, i18n } = useTranslation('campaigns');
  const [draft, setDraft] = useState(post.content);
  const [previewing, setPreviewing] = useState(false);
  const company = useCompanyInfo();
  const canEditTime = canMove(post);
  const disabled = locked || busy !== null || mode !== null;
  const name = post.productName ?? t('card.noProduct');

  return (
    <Card size="2" data-testid="post-card" data-post-id={post.id} data-status={post.postStatus} aria-busy={busy !== null}>
      {/* Phones: a small image beside the header, the text below at full width; wider: the image in its own column. */}
      <Grid columns={{ initial: '64px minmax(0, 1fr)', sm: '132px minmax(0, 1fr)' }} gapX={{ initial: '3', sm: '4' }} gapY="0">
        <Box gridRow={{ sm: 'span 2' }} width={{ initial: '64px', sm: '132px' }} height={{ initial: '64px', sm: '132px' }}>
          <ProductImage src={imageSrc(post.productImage)} alt={name} style={{ width: '100%', height: '100%', borderRadius: 'var(--radius-3)' }} />
        </Box>
        <Flex justify="between" align="start" gap="2" wrap="wrap" minWidth="0">
          <Box minWidth="0">
            <Heading as="h3" size="3" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Heading>
            <Flex align="center" gap="1" mt="1" wrap="wrap">
              <CalendarIcon color="var(--gray-10)" />
              <Text size="2" color="gray" data-testid="post-date">
                {/* A published post is dated when it went out (issue 24), which Publish now may have made earlier than planned. */}
                {formatDateTime(post.publishedAt ?? post.scheduledDate, i18n.language, props.zone)}
              </Text>
              {canEditTime && (
                <IconButton size="1" variant="ghost" color="gray" aria-label={t('card.editTime')} onClick={() => props.onEdit('time')} disabled={disabled}>
                  <Pencil1Icon />
                </IconButton>
              )}
            </Flex>
          </Box>
          <StatusBadge status={post.postStatus} />
        </Flex>
        <Box gridColumn={{ initial: '1 / -1', sm: '2' }} minWidth="0">
          {mode === 'time' && (
            <TimeEditor
              value={post.scheduledDate}
              zone={props.zone}
              zoneLabel={props.zoneLabel}
              saving={busy === 'time'}
              onSave={props.onSaveTime}
              onCancel={props.onCancelEdit}
            />
          )}
          {mode === 'text' ? (
            <PostTextEditor
              draft={draft}
              onChange={setDraft}
              saving={busy === 'text'}
              onSave={() => props.onSaveText(draft.trim())}
              onCancel={props.onCancelEdit}
            />
          ) : (
            <PostText content={post.content} regenerating={busy === 'regenerate'} />
          )}

          {post.postStatus === 'missed' && (
            <Notice tone="error" color="crimson" icon={<CounterClockwiseClockIcon />} size="1" mt="2" role="alert">
              {t('card.missedNotice')}
            </Notice>
          )}
          {post.waitingForPagesSince && (
            <Notice tone="warning" icon={<ClockIcon />} size="1" mt="2" data-testid="post-waiting">
              {post.targets && post.skippedTargets.length === post.targets.length
                ? t('card.waitingForTargets', { date: formatDateTime(post.waitingForPagesSince, i18n.language, props.zone) })
                : props.pagesSelected
                  ? t('card.waitingReleased')
                  : t('card.waitingForPages', { date: formatDateTime(post.waitingForPagesSince, i18n.language, props.zone) })}
            </Notice>
          )}
          {post.lastPublishError && post.postStatus !== 'published' && (
            <Notice tone="error" size="1" mt="2" data-testid="post-error">
              {t('card.lastError', { error: post.lastPublishErrorIn?.[i18n.language === 'el' ? 'el' : 'en'] ?? post.lastPublishError })}
            </Notice>
          )}
          <PostTargets post={post} disabled={disabled} />
          <PostFindings
            findings={post.complianceFindings ?? []}
            onApply={EDITABLE.includes(post.postStatus) ? props.onApplySuggestion : undefined}
            disabled={disabled}
          />
          <ApprovalPanel post={post} disabled={disabled} zone={props.zone} />
          <Publications publications={post.publications ?? []} zone={props.zone} />
          <PostFigures postId={post.id} status={post.postStatus} />

          <PostButtons
            post={post}
            busy={busy}
            disabled={disabled}
            onSchedule={props.onSchedule}
            onUnschedule={props.onUnschedule}
            onPublish={props.onPublish}
            onEditText={() => {
              setDraft(post.content);
              props.onEdit('text');
            }}
            onEditTime={() => props.onEdit('time')}
            onRegenerate={props.onRegenerate}
            onDelete={props.onDelete}
          />

          {previewing && (
            <PostPreview content={mode === 'text' ? draft : post.content} image={post.productImage} name={company.data?.companyInfo?.companyName ?? name} />
          )}

          <Flex mt="3" pt="2" gap="3" justify="between" align="center" wrap="wrap" style={{ borderTop: '1px solid var(--gray-a4)' }}>
            <Button size="1" variant="ghost" onClick={() => setPreviewing((p) => !p)} aria-expanded={previewing} data-testid="preview-toggle">
              <EyeOpenIcon /> {previewing ? t('preview.hide') : t('preview.show')}
            </Button>
            {props.position !== undefined && (
              <Text size="1" color="gray" data-testid="day-counter">
                {t('card.dayCounter', { n: props.position, total: props.total })}
              </Text>
            )}
            {post.categoryName && (
              <Badge variant="outline" color="gray">
                {post.categoryName}
              </Badge>
            )}
          </Flex>
        </Box>
      </Grid>
    </Card>
  );
}
