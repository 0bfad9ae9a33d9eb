import { Badge, Box, Button, Callout, Card, DropdownMenu, Flex, Grid, Heading, IconButton, Link as RadixLink, Spinner, Text, TextArea } from '@radix-ui/themes';
import {
  CalendarIcon,
  CounterClockwiseClockIcon,
  DotsHorizontalIcon,
  ExclamationTriangleIcon,
  ExternalLinkIcon,
  InfoCircledIcon,
  MagicWandIcon,
  Pencil1Icon,
  PaperPlaneIcon,
  TimerIcon,
  TrashIcon,
} from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../dates';
import { imageSrc } from '../../products';
import { ProductImage } from '../ProductImage';
import { TimeEditor } from './TimeEditor';
import { EDITABLE, isFuture, PUBLISHABLE, SCHEDULABLE, type BulkPost, type PostStatus, type Publication } from './types';

export type CardBusy = null | 'schedule' | 'unschedule' | 'publish' | 'regenerate' | 'delete' | 'text' | 'time';

const STATUS_COLOR: Record<PostStatus, 'gray' | 'blue' | 'amber' | 'green' | 'orange' | 'red' | 'crimson'> = {
  draft: 'gray',
  scheduled: 'blue',
  publishing: 'amber',
  published: 'green',
  partially_published: 'orange',
  failed: 'red',
  missed: 'crimson',
};

export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation('campaigns');
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant={status === 'scheduled' || status === 'published' ? 'solid' : 'soft'} data-testid="post-status" data-status={status} style={{ whiteSpace: 'nowrap' }}>
      {status === 'publishing' && <Spinner size="1" />}
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}

/** The compliance findings kept on the post: category, the words as written, a compliant wording. */
function PostFindings({ findings }: { findings: BulkPost['complianceFindings'] }) {
  const { t } = useTranslation('campaigns');
  const { t: tc } = useTranslation('compliance');
  if (!findings.length) return null;
  return (
    <Callout.Root color="amber" size="1" mt="2" role="note" data-testid="post-findings">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Box style={{ minWidth: 0 }}>
        <Text as="div" size="2" weight="bold">
          {t('card.findingsTitle', { count: findings.length })}
        </Text>
        <Text as="p" size="1" mb="1">
          {t('card.findingsBody')}
        </Text>
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 'var(--space-2)' }}>
          {findings.map((f, i) => (
            <li key={`${f.category}-${i}`}>
              <Flex gap="2" align="center" wrap="wrap">
                <Badge color={f.category === 'prescription_medicine' ? 'red' : 'amber'} variant="soft">
                  {tc(`categories.${f.category}`, { defaultValue: f.category })}
                </Badge>
                <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
                  {tc('found', { text: f.text })}
                </Text>
              </Flex>
              {f.suggestion && (
                <Text as="div" size="1" mt="1" style={{ overflowWrap: 'anywhere' }}>
                  {tc('suggestion', { suggestion: f.suggestion })}
                </Text>
              )}
            </li>
          ))}
        </ul>
      </Box>
    </Callout.Root>
  );
}

function Publications({ publications, zone }: { publications: Publication[]; zone?: string }) {
  const { t, i18n } = useTranslation('campaigns');
  if (!publications.length) return null;
  return (
    <Box mt="2" data-testid="post-publications">
      <Text as="div" size="1" weight="bold" color="gray" mb="1">
        {t('card.publications')}
      </Text>
      <Flex direction="column" gap="1" asChild>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {publications.map((p) => (
            <li key={`${p.platform}-${p.targetId}`} data-testid="publication" data-platform={p.platform} data-status={p.status}>
              <Flex gap="2" align="center" wrap="wrap">
                <Badge variant="soft" color={p.platform === 'facebook' ? 'blue' : 'pink'}>
                  {t(`card.platform.${p.platform}`)}
                </Badge>
                <Text size="2" style={{ overflowWrap: 'anywhere' }}>
                  {p.targetName ?? p.targetId}
                </Text>
                {p.status === 'published' && p.publishedAt && (
                  <Text size="1" color="gray">
                    {formatDateTime(p.publishedAt, i18n.language, zone)}
                  </Text>
                )}
                {p.status === 'published' && p.link ? (
                  <RadixLink size="2" href={p.link} target="_blank" rel="noopener noreferrer">
                    {t('card.viewPost')} <ExternalLinkIcon style={{ verticalAlign: 'middle' }} />
                  </RadixLink>
                ) : p.status === 'failed' ? (
                  <Text size="1" color="red" style={{ overflowWrap: 'anywhere' }}>
                    {t('card.publicationFailed', { error: p.error ?? '' })}
                  </Text>
                ) : p.status !== 'published' ? (
                  <Text size="1" color="gray">
                    {t('card.publicationPending')}
                  </Text>
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </Box>
  );
}

export interface PostCardProps {
  post: BulkPost;
  /** The day counter: this post's place on its side of the list, and the side's total. */
  position: number;
  total: number;
  zone?: string;
  zoneLabel: string;
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
  onDelete: () => void;
}

/** A post card of My Campaigns (business-portal.md §2, §4). */
export function PostCard(props: PostCardProps) {
  const { post, mode, locked, busy } = props;
  const { t, i18n } = useTranslation('campaigns');
  const [draft, setDraft] = useState(post.content);
  const future = isFuture(post);
  const editable = EDITABLE.includes(post.postStatus);
  const canEditTime = editable && future;
  const disabled = locked || busy !== null || mode !== null;
  const name = post.productName ?? t('card.noProduct');
  const when = formatDateTime(post.scheduledDate, i18n.language, props.zone);

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
                {when}
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
          {mode === 'time' && <TimeEditor value={post.scheduledDate} zone={props.zone} zoneLabel={props.zoneLabel} saving={busy === 'time'} onSave={props.onSaveTime} onCancel={props.onCancelEdit} />}

          {mode === 'text' ? (
            <Box mt="3">
              <TextArea
                aria-label={t('card.textLabel')}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                rows={8}
                autoFocus
                resize="vertical"
                data-testid="post-editor"
              />
              {!draft.trim() && (
                <Text as="p" size="1" color="red" mt="1" role="alert">
                  {t('validation.noPostContentError')}
                </Text>
              )}
              <Flex gap="2" mt="2" justify="end">
                <Button variant="soft" color="gray" onClick={props.onCancelEdit} disabled={busy === 'text'}>
                  {t('card.cancel')}
                </Button>
                <Button onClick={() => props.onSaveText(draft.trim())} disabled={!draft.trim() || busy === 'text'}>
                  {busy === 'text' && <Spinner />} {t('card.save')}
                </Button>
              </Flex>
            </Box>
          ) : (
            <Box mt="3" style={{ position: 'relative' }}>
              <pre
                aria-label={t('card.textLabel')}
                data-testid="post-text"
                style={{
                  margin: 0,
                  padding: 'var(--space-3)',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: 'inherit',
                  fontSize: 'var(--font-size-2)',
                  lineHeight: 'var(--line-height-2)',
                  background: 'var(--gray-a2)',
                  border: '1px solid var(--gray-a4)',
                  borderRadius: 'var(--radius-3)',
                  opacity: busy === 'regenerate' ? 0.5 : 1,
                }}
              >
                {post.content}
              </pre>
              {busy === 'regenerate' && (
                <Flex position="absolute" inset="0" align="center" justify="center" gap="2">
                  <Spinner /> <Text size="2">{t('card.regenerating')}</Text>
                </Flex>
              )}
            </Box>
          )}

          {post.postStatus === 'missed' && (
            <Callout.Root color="crimson" size="1" mt="2" role="alert">
              <Callout.Icon>
                <CounterClockwiseClockIcon />
              </Callout.Icon>
              <Callout.Text>{t('card.missedNotice')}</Callout.Text>
            </Callout.Root>
          )}
          {post.lastPublishError && post.postStatus !== 'published' && (
            <Callout.Root color="red" size="1" mt="2" data-testid="post-error">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text style={{ overflowWrap: 'anywhere' }}>{t('card.lastError', { error: post.lastPublishError })}</Callout.Text>
            </Callout.Root>
          )}
          <PostFindings findings={post.complianceFindings ?? []} />
          <Publications publications={post.publications ?? []} zone={props.zone} />

          <Flex gap="2" mt="3" wrap="wrap" align="center">
            {post.postStatus === 'scheduled' && future ? (
              <Button variant="soft" color="gray" onClick={props.onUnschedule} disabled={disabled}>
                {busy === 'unschedule' ? <Spinner /> : <TimerIcon />} {t('card.unschedule')}
              </Button>
            ) : SCHEDULABLE.includes(post.postStatus) && future ? (
              <Button onClick={props.onSchedule} disabled={disabled}>
                {busy === 'schedule' ? <Spinner /> : <TimerIcon />} {t('card.schedule')}
              </Button>
            ) : null}
            {PUBLISHABLE.includes(post.postStatus) && (
              <Button variant={post.postStatus === 'missed' || post.postStatus === 'failed' ? 'solid' : 'soft'} color={post.postStatus === 'missed' || post.postStatus === 'failed' ? 'crimson' : undefined} onClick={props.onPublish} disabled={disabled}>
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
                <DropdownMenu.Item disabled={!editable} onSelect={() => { setDraft(post.content); props.onEdit('text'); }}>
                  <Pencil1Icon /> {t('card.edit')}
                </DropdownMenu.Item>
                {future && (
                  <DropdownMenu.Item disabled={!canEditTime} onSelect={() => props.onEdit('time')}>
                    <CalendarIcon /> {t('card.editTimeMenu')}
                  </DropdownMenu.Item>
                )}
                <DropdownMenu.Item disabled={!editable} onSelect={props.onRegenerate}>
                  <MagicWandIcon /> {t('card.regenerate')}
                </DropdownMenu.Item>
                <DropdownMenu.Separator />
                <DropdownMenu.Item color="red" disabled={post.postStatus === 'publishing'} onSelect={props.onDelete}>
                  <TrashIcon /> {t('card.delete')}
                </DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </Flex>

          <Flex mt="3" pt="2" gap="3" justify="between" wrap="wrap" style={{ borderTop: '1px solid var(--gray-a4)' }}>
            <Text size="1" color="gray" data-testid="day-counter">
              {t('card.dayCounter', { n: props.position, total: props.total })}
            </Text>
            {post.categoryName && (
              <Badge variant="outline" color="gray">
                {post.categoryName}
              </Badge>
            )}
          </Flex>
          {post.publications?.some((p) => p.status === 'published') && (
            <Text as="p" size="1" color="gray" mt="1">
              {t('card.testNote')}
            </Text>
          )}
        </Box>
      </Grid>
    </Card>
  );
}
