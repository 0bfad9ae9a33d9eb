import { Badge, Box, Button, Card, Dialog, Flex, Grid, Select, Spinner, Text, TextArea } from '@radix-ui/themes';
import { ImageIcon, TrashIcon, UploadIcon, VideoIcon } from '@radix-ui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import type { MediaItem } from '../../../modules/media/index';
import type { BulkPostView } from '../../../modules/campaigns/index';
import { api, ApiError, portalFetcher } from '../../shared/api';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import type { Json } from '../../shared/json';
import { useToast } from '../../shared/toast';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { formatDate } from '../dates';
import { useUploadMaxMb } from '../hooks/usePortal';
import { refuseImageFile } from '../image-file';

type Item = Json<MediaItem>;
type Post = Json<BulkPostView>;
const MEDIA_KEY = '/api/media';
/** A catalogue image may be in hundreds of posts: a card names the first few. */
const USES_SHOWN = 5;
/** A post can take another image while it has not gone out (campaigns' editable states). */
const EDITABLE = ['draft', 'awaiting_approval', 'approved', 'scheduled'];
const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

/** /portal/media (issue 21): every image and video of the account, where each is used, upload, reuse in a post or a story, delete. */
export default function MediaLibrary() {
  const { t } = useTranslation('media');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout title={t('portal.title')} media>
          <Library />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}

function formatSize(bytes: number | null, language: string): string {
  if (bytes === null) return '';
  const format = (n: number) => n.toLocaleString(language === 'el' ? 'el-GR' : 'en-GB', { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${format(bytes / (1024 * 1024))} MB`;
}

function Library() {
  const { t, i18n } = useTranslation('media');
  const toast = useToast();
  const uploadMaxMb = useUploadMaxMb();
  const { data, error, mutate } = useSWR<{ items: Item[] }>(MEDIA_KEY, portalFetcher);
  const [kind, setKind] = useState<'all' | 'image' | 'video'>('all');
  const [uploading, setUploading] = useState(false);
  const [forPost, setForPost] = useState<Item | null>(null);
  const [forStory, setForStory] = useState<Item | null>(null);
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  const items = (data?.items ?? []).filter((i) => kind === 'all' || i.kind === kind);

  async function upload(file: File | undefined) {
    if (!file) return;
    const refused = refuseImageFile(file, uploadMaxMb);
    if (refused) {
      if (input.current) input.current.value = '';
      toast({ title: t('portal.uploadFailed'), description: t(`portal:products.imageRefused.${refused}`, { max: uploadMaxMb }), variant: 'destructive' });
      return;
    }
    setUploading(true);
    try {
      const form = new FormData();
      form.append('image', file);
      await api(MEDIA_KEY, { method: 'POST', body: form });
      toast({ title: t('portal.uploaded'), variant: 'success' });
      await mutate();
    } catch (e) {
      toast({ title: t('portal.uploadFailed'), description: serverMessage(e), variant: 'destructive' });
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Flex direction="column" gap="4">
      <Text as="p" size="2" style={{ maxWidth: 760 }}>
        {t('portal.intro')}
      </Text>
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <Flex gap="3" align="center" wrap="wrap">
          <Flex gap="1" role="group" aria-label={t('portal.filter')}>
            {(['all', 'image', 'video'] as const).map((k) => (
              <Button
                key={k}
                size="2"
                variant={kind === k ? 'solid' : 'soft'}
                color={kind === k ? undefined : 'gray'}
                aria-pressed={kind === k}
                onClick={() => setKind(k)}
              >
                {t(`portal.filters.${k}`)}
              </Button>
            ))}
          </Flex>
          {data && (
            <Text size="2" color="gray">
              {t('portal.count', { count: items.length })}
            </Text>
          )}
        </Flex>
        <input ref={input} type="file" accept="image/*" hidden data-testid="media-upload-input" onChange={(e) => void upload(e.currentTarget.files?.[0])} />
        <Button onClick={() => input.current?.click()} disabled={uploading}>
          {uploading ? <Spinner /> : <UploadIcon />} {uploading ? t('portal.uploading') : t('portal.upload')}
        </Button>
      </Flex>
      {error && !data ? (
        <Text color="red" role="alert">
          {t('portal.loadFailed')}
        </Text>
      ) : !data ? (
        <Flex justify="center" py="6">
          <Spinner size="3" />
        </Flex>
      ) : items.length === 0 ? (
        <Text color="gray">{t('portal.empty')}</Text>
      ) : (
        <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
          {items.map((item) => (
            <MediaCard
              key={item.path}
              item={item}
              language={language}
              onPost={() => setForPost(item)}
              onStory={() => setForStory(item)}
              onDelete={() => setToDelete(item)}
            />
          ))}
        </Grid>
      )}
      {forPost && <UseInPostDialog item={forPost} onClose={() => setForPost(null)} onDone={() => void mutate()} />}
      {forStory && <UseInStoryDialog item={forStory} onClose={() => setForStory(null)} />}
      {toDelete && <DeleteDialog item={toDelete} onClose={() => setToDelete(null)} onDone={() => void mutate()} />}
    </Flex>
  );
}

const ORIGIN_COLOR: Record<Item['origin'], 'blue' | 'gray' | 'iris' | 'amber' | 'green' | 'orange'> = {
  upload: 'blue',
  catalogue: 'gray',
  ai: 'iris',
  logo: 'amber',
  story: 'green',
  post: 'orange',
};

function MediaCard({
  item,
  language,
  onPost,
  onStory,
  onDelete,
}: {
  item: Item;
  language: string;
  onPost: () => void;
  onStory: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('media');
  const uses = [
    ...item.uses.posts.map((p) => t('portal.usePost', { date: formatDate(p.scheduledDate, language), status: t(`portal.status.${p.status}`, p.status) })),
    ...item.uses.products.map((p) => t('portal.useProduct', { name: (language === 'el' && p.nameEl) || p.name })),
    ...item.uses.stories.map((s) => t('portal.useStory', { excerpt: s.excerpt })),
    ...(item.uses.logo ? [t('portal.useLogo')] : []),
  ];
  const ownReason = item.kept?.messageKey === 'media.notYours';
  return (
    <Card data-testid="media-item" data-path={item.path}>
      <Flex direction="column" gap="2" style={{ height: '100%' }}>
        <Box style={{ aspectRatio: '4 / 3', background: 'var(--gray-a3)', borderRadius: 'var(--radius-2)', overflow: 'hidden', position: 'relative' }}>
          {item.kind === 'video' ? (
            <video
              src={item.url}
              poster={item.thumbnailUrl ?? undefined}
              controls
              preload="none"
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : (
            <img src={item.url} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
          )}
        </Box>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge color={ORIGIN_COLOR[item.origin]}>
            {item.kind === 'video' ? <VideoIcon /> : <ImageIcon />} {t(`portal.origin.${item.origin}`)}
          </Badge>
          <Text size="1" color="gray">
            {[formatSize(item.size, language), item.createdAt ? formatDate(item.createdAt, language) : ''].filter(Boolean).join(' · ')}
          </Text>
        </Flex>
        <Box>
          <Text as="div" size="2" weight="medium">
            {uses.length ? t('portal.usedIn') : t('portal.unused')}
          </Text>
          {uses.length > 0 && (
            <Box asChild m="0" pl="4">
              <ul>
                {uses.slice(0, USES_SHOWN).map((use, i) => (
                  <li key={i}>
                    <Text size="2">{use}</Text>
                  </li>
                ))}
                {uses.length > USES_SHOWN && (
                  <li>
                    <Text size="2" color="gray">
                      {t('portal.moreUses', { count: uses.length - USES_SHOWN })}
                    </Text>
                  </li>
                )}
              </ul>
            </Box>
          )}
        </Box>
        <Box style={{ flex: 1 }} />
        <Flex gap="2" wrap="wrap">
          {item.kind === 'image' && (
            <>
              <Button size="1" variant="soft" onClick={onPost}>
                {t('portal.inPost')}
              </Button>
              <Button size="1" variant="soft" onClick={onStory}>
                {t('portal.inStory')}
              </Button>
            </>
          )}
          {!ownReason && (
            <Button size="1" variant="soft" color="red" onClick={onDelete}>
              <TrashIcon /> {t('portal.delete')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}

function UseInPostDialog({ item, onClose, onDone }: { item: Item; onClose: () => void; onDone: () => void }) {
  const { t, i18n } = useTranslation('media');
  const toast = useToast();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data } = useSWR<{ bulkPosts: Post[] }>('/api/bulk-posts?when=future&pageSize=100', portalFetcher);
  const posts = (data?.bulkPosts ?? []).filter((p) => EDITABLE.includes(p.postStatus) && p.productImage !== item.path);
  const [postId, setPostId] = useState('');
  const [busy, setBusy] = useState(false);

  async function replace() {
    setBusy(true);
    try {
      await api('/api/media/use-in-post', { body: { path: item.path, postId: Number(postId) } });
      toast({ title: t('portal.postReplaced'), variant: 'success' });
      onDone();
      onClose();
    } catch (e) {
      toast({ title: t('portal.postFailed'), description: serverMessage(e), variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t('portal.postTitle')}</Dialog.Title>
        <Dialog.Description size="2" mb="3">
          {t('portal.postBody')}
        </Dialog.Description>
        <Flex gap="3" align="start" mb="3">
          <img src={item.url} alt="" style={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 'var(--radius-2)', flexShrink: 0 }} />
          {!data ? (
            <Spinner />
          ) : posts.length === 0 ? (
            <Text size="2" color="gray">
              {t('portal.postNone')}
            </Text>
          ) : (
            <Flex direction="column" gap="1" style={{ flex: 1, minWidth: 0 }}>
              <Text as="label" size="2" weight="medium" htmlFor="media-post">
                {t('portal.postChoose')}
              </Text>
              <Select.Root value={postId} onValueChange={setPostId}>
                <Select.Trigger id="media-post" placeholder={t('portal.postChoose')} style={{ maxWidth: '100%' }} />
                <Select.Content position="popper">
                  {posts.map((p) => (
                    <Select.Item key={p.id} value={String(p.id)}>
                      {t('portal.postOption', {
                        date: formatDate(p.scheduledDate, language),
                        product: p.productName ?? '',
                        status: t(`portal.status.${p.postStatus}`, p.postStatus),
                      })}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          )}
        </Flex>
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray" disabled={busy}>
              {t('portal.cancel')}
            </Button>
          </Dialog.Close>
          <Button onClick={() => void replace()} disabled={!postId || busy}>
            {busy && <Spinner />} {t('portal.postReplace')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function UseInStoryDialog({ item, onClose }: { item: Item; onClose: () => void }) {
  const { t } = useTranslation('media');
  const toast = useToast();
  const [location, navigate] = useLocation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const base = location.startsWith('/business') ? '/business' : '/portal';

  async function make() {
    setBusy(true);
    try {
      await api('/api/media/use-in-story', { body: { path: item.path, text } });
      toast({ title: t('portal.storyQueued'), variant: 'success' });
      navigate(`${base}/instagram-story`);
    } catch (e) {
      toast({ title: t('portal.storyFailed'), description: serverMessage(e), variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>{t('portal.storyTitle')}</Dialog.Title>
        <Flex gap="3" align="start" mb="3">
          <img src={item.url} alt="" style={{ width: 72, height: 128, objectFit: 'cover', borderRadius: 'var(--radius-2)', flexShrink: 0 }} />
          <Flex direction="column" gap="1" style={{ flex: 1 }}>
            <Text as="label" size="2" weight="medium" htmlFor="media-story-text">
              {t('portal.storyText')}
            </Text>
            <TextArea
              id="media-story-text"
              rows={4}
              maxLength={1000}
              value={text}
              placeholder={t('portal.storyPlaceholder')}
              onChange={(e) => setText(e.target.value)}
            />
          </Flex>
        </Flex>
        <Flex gap="3" justify="end" wrap="wrap">
          <Dialog.Close>
            <Button variant="soft" color="gray" disabled={busy}>
              {t('portal.cancel')}
            </Button>
          </Dialog.Close>
          <Button onClick={() => void make()} disabled={!text.trim() || busy}>
            {busy && <Spinner />} {t('portal.storyMake')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Delete: a file something pending uses is refused at once with the reason (the server says the same if it changed meanwhile). */
function DeleteDialog({ item, onClose, onDone }: { item: Item; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('media');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(item.kept ? t(item.kept.messageKey, { ns: 'errors', ...item.kept.params }) : null);

  async function remove() {
    setBusy(true);
    try {
      await api(MEDIA_KEY, { method: 'DELETE', body: { path: item.path } });
      toast({ title: t('portal.deleted'), variant: 'success' });
      onDone();
      onClose();
    } catch (e) {
      setBusy(false);
      if (e instanceof ApiError && e.status === 409) setRefusal(e.serverMessage ?? null);
      else toast({ title: t('portal.deleteFailed'), description: serverMessage(e), variant: 'destructive' });
      onDone();
    }
  }

  if (refusal !== null)
    return (
      <ConfirmDialog
        open
        title={t('portal.cannotDelete')}
        text={<span role="alert">{refusal}</span>}
        confirmLabel={t('portal.close')}
        cancelLabel={t('portal.cancel')}
        variant="default"
        onConfirm={onClose}
        onCancel={onClose}
      />
    );
  return (
    <ConfirmDialog
      open
      title={t('portal.deleteTitle')}
      text={t('portal.deleteBody')}
      confirmLabel={t('portal.delete')}
      cancelLabel={t('portal.cancel')}
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onClose}
    />
  );
}
