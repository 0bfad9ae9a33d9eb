import { Box, Button, Callout, Card, Flex, Heading, Spinner, Text, Tooltip } from '@radix-ui/themes';
import {
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  EnvelopeClosedIcon,
  ExclamationTriangleIcon,
  InfoCircledIcon,
  InstagramLogoIcon,
  LightningBoltIcon,
  LinkBreak2Icon,
  MagicWandIcon,
  StopIcon,
  TimerIcon,
  TrashIcon,
} from '@radix-ui/react-icons';
import { DateTime } from 'luxon';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { Link, useLocation, useSearch } from 'wouter';
import { api, ApiError, portalFetcher } from '../../shared/api';
import { useToast, type ToastInput } from '../../shared/toast';
import { ConfirmDialog, GenerateDialog, ACCOUNT_PRODUCTS_KEY } from '../components/campaigns/GenerateDialog';
import { describeError, isNetworkError, runAll } from '../components/campaigns/messages';
import { PostCard, type CardBusy } from '../components/campaigns/PostCard';
import { DELETABLE_FUTURE, PAGE_SIZE, SCHEDULABLE, isFuture, type BulkPost, type BulkPostsAnswer, type PublishResult, type ScheduledPeriod } from '../components/campaigns/types';
import { AiAllowanceLine, AI_ALLOWANCE_KEY } from '../components/AiAllowanceLine';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { SETUP_STATUS_KEY, useSetupStatus } from '../hooks/usePortal';
import { formatDateTime } from '../dates';
import { displayName, type AccountProduct } from '../products';

type Side = 'future' | 'past';
type Progress = { status: 'running' | 'done' | 'failed' | 'none'; total: number; done: number };
type Bulk = { kind: 'schedule' | 'unschedule' | 'delete' | 'email'; done: number; total: number } | null;

const PERIOD_KEY = '/api/scheduled-periods';
const COMPANY_KEY = '/api/v2/company-info';
const listKey = (side: Side, page: number) => `/api/bulk-posts?when=${side}&page=${page}&pageSize=${PAGE_SIZE}`;
const now = () => new Date().toISOString();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Long labels (Greek above all) wrap on a phone instead of being cut off.
// maxWidth: a Radix button never shrinks by itself, so a long label (Greek) ran out of a phone's screen.
const WRAPPING: CSSProperties = { height: 'auto', minHeight: 'var(--space-7)', maxWidth: '100%', whiteSpace: 'normal', paddingBlock: 'var(--space-2)', textAlign: 'left' };

/** The zone's short name as the cards show it (EET, GMT+3, ...). */
function zoneLabel(zone: string | undefined, language: string) {
  const dt = DateTime.now().setZone(zone ?? 'local').setLocale(language === 'el' ? 'el-GR' : 'en-US');
  return `${dt.zoneName} (${formatDateTime(dt.toISO()!, language, zone).split(' ').slice(2).join(' ')})`;
}

/** Every future post (the bulk buttons act on all of them, not on the page shown). */
async function allFuturePosts(): Promise<BulkPost[]> {
  const posts: BulkPost[] = [];
  for (let page = 1; page < 100; page++) {
    const answer = await api<BulkPostsAnswer>(`/api/bulk-posts?when=future&page=${page}&pageSize=100`);
    posts.push(...answer.bulkPosts);
    if (answer.bulkPosts.length < 100) break;
  }
  return posts;
}

function CampaignsStep() {
  const { t, i18n } = useTranslation('campaigns');
  const toast = useToast();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { mutate: mutateKey } = useSWRConfig();
  const base = location.startsWith('/portal') ? '/portal' : '/business';

  // Which side and page are shown live in the URL (a reload or a shared link shows the same list).
  const params = new URLSearchParams(search);
  const side: Side = params.get('when') === 'past' ? 'past' : 'future';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const show = (nextSide: Side, nextPage = 1) => {
    const next = new URLSearchParams(search);
    next.set('when', nextSide);
    next.set('page', String(nextPage));
    navigate(`${location}?${next}`, { replace: true });
  };

  // §9: always refetched and on focus, retried once. While a post is being published, every 2 s.
  const list = useSWR<BulkPostsAnswer>(listKey(side, page), portalFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: true,
    shouldRetryOnError: true,
    errorRetryCount: 1,
    refreshInterval: (data) => (data?.bulkPosts.some((p) => p.postStatus === 'publishing') ? 2000 : 60_000),
  });
  const period = useSWR<{ scheduledPeriod: ScheduledPeriod | null }>(PERIOD_KEY, portalFetcher, { shouldRetryOnError: true, errorRetryCount: 1 });
  const company = useSWR<{ companyInfo: { timezone: string | null; postFrequencyDays: number; scheduledLocalTime?: string; scheduledTime: string } | null }>(COMPANY_KEY, portalFetcher);
  const status = useSetupStatus();
  const zone = company.data?.companyInfo?.timezone || undefined;

  const [editing, setEditing] = useState<{ id: number; mode: 'text' | 'time' } | null>(null);
  const [busy, setBusy] = useState<{ id: number; action: Exclude<CardBusy, null> } | null>(null);
  const [bulk, setBulk] = useState<Bulk>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [dialog, setDialog] = useState<null | 'generate' | 'deleteFuture'>(null);
  const [confirmDelete, setConfirmDelete] = useState<BulkPost | null>(null);
  const [deleteCount, setDeleteCount] = useState(0);
  const generating = useRef(false);

  const posts = list.data?.bulkPosts ?? [];
  const counts = list.data?.counts ?? { future: 0, past: 0 };
  const total = side === 'future' ? counts.future : counts.past;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const connection = list.data?.connection;
  const activePeriod = period.data?.scheduledPeriod?.isActive ? period.data.scheduledPeriod : null;
  const canGenerate = !!status.data?.hasSettings && !!status.data?.hasProducts;
  const locked = editing !== null || busy !== null || bulk !== null;

  // A page past the end (posts deleted or moved to the past meanwhile): show the last one.
  useEffect(() => {
    if (list.data && page > pages) show(side, pages);
  }, [list.data, page, pages]);

  async function refresh() {
    await Promise.all([mutateKey((key) => typeof key === 'string' && key.startsWith('/api/bulk-posts')), period.mutate(), mutateKey(SETUP_STATUS_KEY), mutateKey(AI_ALLOWANCE_KEY)]);
  }
  /** §4: after scheduling the list is refetched after 100 ms. */
  const refreshSoon = () => setTimeout(() => void refresh(), 100);

  async function onCard(post: BulkPost, action: Exclude<CardBusy, null>, run: () => Promise<ToastInput | void>, errorTitle: string) {
    setBusy({ id: post.id, action });
    try {
      const shown = await run();
      if (shown) toast(shown);
      setEditing(null);
    } catch (error) {
      toast({ title: errorTitle, description: describeError(error, t), variant: 'destructive' });
      if (error instanceof ApiError && error.status === 404) await refresh();
    } finally {
      setBusy(null);
    }
  }

  // ---- one post ----
  const schedule = (post: BulkPost) =>
    onCard(post, 'schedule', async () => {
      await api(`/api/bulk-posts/${post.id}`, { method: 'PUT', body: { isScheduled: true, postStatus: 'scheduled', scheduledDate: post.scheduledDate, scheduledAt: now() } });
      refreshSoon();
      return { title: t('toasts.postScheduled'), description: t('toasts.postScheduledBody', { date: formatDateTime(post.scheduledDate, i18n.language, zone) }), variant: 'success' };
    }, t('toasts.postScheduleError'));

  const unschedule = (post: BulkPost) =>
    onCard(post, 'unschedule', async () => {
      await api(`/api/bulk-posts/${post.id}`, { method: 'PUT', body: { isScheduled: false, postStatus: 'draft', scheduledAt: null } });
      refreshSoon();
      return { title: t('toasts.postUnscheduled'), description: t('toasts.postUnscheduledBody'), variant: 'success' };
    }, t('toasts.postUnscheduleError'));

  const saveText = (post: BulkPost, content: string) =>
    onCard(post, 'text', async () => {
      await api(`/api/bulk-posts/${post.id}`, { method: 'PUT', body: { content, updatedAt: now() } });
      await refresh();
      return { title: t('toasts.postUpdated'), variant: 'success' };
    }, t('toasts.postSaveError'));

  const saveTime = (post: BulkPost, instant: Date) =>
    onCard(post, 'time', async () => {
      await api(`/api/bulk-posts/${post.id}`, { method: 'PUT', body: { scheduledDate: instant.toISOString() } });
      await refresh();
      return { title: t('toasts.scheduleUpdated'), description: t('toasts.scheduleUpdatedBody', { date: formatDateTime(instant, i18n.language, zone) }), variant: 'success' };
    }, t('toasts.scheduleUpdateError'));

  const remove = (post: BulkPost) =>
    onCard(post, 'delete', async () => {
      await api(`/api/bulk-posts/${post.id}`, { method: 'DELETE' });
      await refresh();
      return { title: t('toasts.postDeleted'), variant: 'success' };
    }, t('toasts.postDeleteError'));

  /** §8: the account product by id, else by the catalogue product, else by name; none: 'Original product not found'. */
  const regenerate = (post: BulkPost) =>
    onCard(post, 'regenerate', async () => {
      const { products } = await api<{ products: AccountProduct[] }>(ACCOUNT_PRODUCTS_KEY);
      const product =
        products.find((p) => p.id === post.accountProductId) ??
        products.find((p) => post.productId !== null && p.originalProductId === post.productId) ??
        products.find((p) => post.productName && displayName(p).trim().toLowerCase() === post.productName.trim().toLowerCase());
      if (!product) return { title: t('toasts.originalProductNotFound'), variant: 'destructive' };
      const generated = await api<{ post: { content: string } }>('/api/generate-post', {
        method: 'POST',
        body: { productId: product.id, platform: 'instagram', customName: product.customName, customDescription: product.customDescription },
      }).finally(() => void mutateKey(AI_ALLOWANCE_KEY));
      await api(`/api/bulk-posts/${post.id}`, { method: 'PUT', body: { content: generated.post.content, generatedAt: now() } });
      await refresh();
      return { title: t('toasts.postRegenerated'), variant: 'success' };
    }, t('toasts.postRegenerateError'));

  const publish = (post: BulkPost) =>
    onCard(post, 'publish', async () => {
      try {
        const answer = await api<{ outcome: 'published' | 'partial' | 'retry'; results: PublishResult[] }>(`/api/bulk-posts/${post.id}/publish`, { method: 'POST' });
        const names = (ok: boolean) => answer.results.filter((r) => (r.status === 'published') === ok).map((r) => `${r.targetName ?? ''} (${t(`card.platform.${r.platform}`)})`).join(', ');
        if (answer.outcome === 'published') return { title: t('toasts.publishedNow'), description: t('toasts.publishedNowBody', { targets: names(true) }), variant: 'success' };
        if (answer.outcome === 'retry') return { title: t('toasts.publishRetry'), description: t('toasts.publishRetryBody'), variant: 'info' };
        return { title: t('toasts.publishPartial'), description: t('toasts.publishPartialBody', { ok: names(true), failed: names(false) }), variant: 'warning' };
      } catch (error) {
        // 502 'Failed to publish to all pages.' carries each target's reason.
        const results = (error instanceof ApiError && (error.body as { results?: PublishResult[] })?.results) || [];
        if (results.length) {
          return { title: t('toasts.publishError'), description: results.map((r) => `${r.targetName ?? t(`card.platform.${r.platform}`)}: ${r.error ?? ''}`).join(' · '), variant: 'destructive' };
        }
        throw error;
      } finally {
        await refresh();
      }
    }, t('toasts.publishError'));

  // ---- period generation (guarded: one at a time, across clicks and tabs) ----
  async function readProgress(): Promise<Progress> {
    const answer = await api<{ progress: Progress }>('/api/generate-period-posts/progress');
    return answer.progress;
  }

  async function followRunning() {
    for (;;) {
      const p = await readProgress().catch(() => null);
      if (!p || p.status !== 'running') break;
      setProgress(p);
      await sleep(500);
    }
  }

  // Another tab may be generating: show its progress and keep the button disabled until it ends.
  useEffect(() => {
    let stop = false;
    void readProgress()
      .then(async (p) => {
        if (stop || p.status !== 'running' || generating.current) return;
        generating.current = true;
        setProgress(p);
        await followRunning();
        generating.current = false;
        if (!stop) {
          setProgress(null);
          await refresh();
        }
      })
      .catch(() => undefined);
    return () => {
      stop = true;
    };
  }, []);

  async function generatePeriod() {
    if (generating.current) return;
    generating.current = true;
    setProgress({ status: 'running', total: 0, done: 0 });
    let polling = true;
    const poll = (async () => {
      while (polling) {
        await sleep(400);
        const p = await readProgress().catch(() => null);
        if (polling && p?.status === 'running') setProgress(p);
      }
    })();
    try {
      const answer = await api<{ posts: BulkPost[]; message?: string }>('/api/generate-period-posts', { method: 'POST' });
      if (answer.posts.length) toast({ title: t('toasts.bulkGenerated', { count: answer.posts.length }), description: t('toasts.bulkGeneratedBody'), variant: 'success' });
      else toast({ title: t('toasts.infoTitle'), description: t('toasts.bulkGenerationInfo'), variant: 'info' });
      show('future', 1);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: t('toasts.infoTitle'), description: t('toasts.alreadyRunning'), variant: 'info' });
        polling = false;
        await followRunning();
      } else {
        toast({ title: isNetworkError(error) ? t('toasts.postGenerationError') : t('toasts.bulkGenerationError'), description: describeError(error, t), variant: 'destructive' });
      }
    } finally {
      polling = false;
      await poll;
      generating.current = false;
      setProgress(null);
      await refresh();
    }
  }

  async function stopPeriod() {
    if (!activePeriod) return;
    try {
      await api(`/api/scheduled-periods/${activePeriod.id}`, { method: 'PUT', body: { isActive: false } });
      toast({ title: t('toasts.periodStopped'), description: t('period.stoppedBody'), variant: 'success' });
    } catch (error) {
      toast({ title: t('toasts.postUnscheduleError'), description: describeError(error, t), variant: 'destructive' });
    }
    await period.mutate();
  }

  // ---- the bulk buttons (all future posts, one call per post, four at a time) ----
  async function bulkRun(kind: NonNullable<Bulk>['kind'], items: BulkPost[], task: (post: BulkPost) => Promise<unknown>) {
    setBulk({ kind, done: 0, total: items.length });
    const result = await runAll(items, task, { onProgress: (done) => setBulk({ kind, done, total: items.length }) });
    return result;
  }

  function bulkToast(result: Awaited<ReturnType<typeof runAll>>, keys: { done: string; warning: string; error: string }) {
    if (result.failed === 0) toast({ title: t(keys.done, { count: result.ok }), variant: 'success' });
    else if (result.ok === 0) toast({ title: t(keys.error), description: describeError(result.firstError, t), variant: 'destructive' });
    else toast({ title: t('toasts.warningTitle'), description: `${t(keys.warning, { ok: result.ok, total: result.total, failed: result.failed })} ${describeError(result.firstError, t) ?? ''}`.trim(), variant: 'warning' });
  }

  async function withBulk(kind: NonNullable<Bulk>['kind'], run: () => Promise<void>, errorTitle: string) {
    setBulk({ kind, done: 0, total: 0 });
    try {
      await run();
    } catch (error) {
      toast({ title: errorTitle, description: describeError(error, t), variant: 'destructive' });
    } finally {
      setBulk(null);
    }
  }

  const scheduleAll = () =>
    withBulk('schedule', async () => {
      const future = (await allFuturePosts()).filter((p) => isFuture(p));
      if (!future.length) return void toast({ title: t('toasts.infoTitle'), description: t('toasts.noFuturePostsToSchedule'), variant: 'info' });
      const todo = future.filter((p) => SCHEDULABLE.includes(p.postStatus));
      if (!todo.length) return void toast({ title: t('toasts.infoTitle'), description: t('toasts.allPostsScheduledInfo'), variant: 'info' });
      const result = await bulkRun('schedule', todo, (p) => api(`/api/bulk-posts/${p.id}`, { method: 'PUT', body: { isScheduled: true, postStatus: 'scheduled', scheduledAt: now() } }));
      bulkToast(result, { done: 'toasts.scheduleAllDone', warning: 'toasts.scheduleAllWarning', error: 'toasts.postScheduleError' });
      refreshSoon();
    }, t('toasts.postScheduleError'));

  const unscheduleAll = () =>
    withBulk('unschedule', async () => {
      const todo = (await allFuturePosts()).filter((p) => isFuture(p) && p.postStatus === 'scheduled');
      if (!todo.length) return void toast({ title: t('toasts.infoTitle'), description: t('toasts.noScheduledPostsToUnschedule'), variant: 'info' });
      const result = await bulkRun('unschedule', todo, (p) => api(`/api/bulk-posts/${p.id}`, { method: 'PUT', body: { isScheduled: false, postStatus: 'draft', scheduledAt: null } }));
      bulkToast(result, { done: 'toasts.unscheduleAllDone', warning: 'toasts.unscheduleAllWarning', error: 'toasts.postUnscheduleError' });
      await refresh();
    }, t('toasts.postUnscheduleError'));

  const askDeleteFuture = () =>
    withBulk('delete', async () => {
      const todo = (await allFuturePosts()).filter((p) => isFuture(p) && DELETABLE_FUTURE.includes(p.postStatus));
      if (!todo.length) return void toast({ title: t('toasts.infoTitle'), description: t('toasts.noFuturePostsToDelete'), variant: 'info' });
      setDeleteCount(todo.length);
      setDialog('deleteFuture');
    }, t('toasts.bulkDeleteError'));

  /** §4: scheduled ones are first unscheduled, then all are deleted. */
  const deleteFuture = () =>
    withBulk('delete', async () => {
      const todo = (await allFuturePosts()).filter((p) => isFuture(p) && DELETABLE_FUTURE.includes(p.postStatus));
      if (!todo.length) return void toast({ title: t('toasts.infoTitle'), description: t('toasts.noFuturePostsToDelete'), variant: 'info' });
      // A failed unschedule is not fatal: the delete below removes the post and its job together.
      await bulkRun('delete', todo.filter((p) => p.postStatus === 'scheduled'), (p) => api(`/api/bulk-posts/${p.id}`, { method: 'PUT', body: { isScheduled: false, postStatus: 'draft', scheduledAt: null } }));
      const result = await bulkRun('delete', todo, (p) => api(`/api/bulk-posts/${p.id}`, { method: 'DELETE' }));
      bulkToast(result, { done: 'toasts.deleteFutureDone', warning: 'toasts.deleteFutureWarning', error: 'toasts.bulkDeleteError' });
      await refresh();
    }, t('toasts.bulkDeleteError'));

  const testEmail = () =>
    withBulk('email', async () => {
      const answer = await api<{ message?: string }>('/api/test-email', { method: 'POST' });
      const to = /sent to (.+)$/.exec(answer.message ?? '')?.[1];
      toast({ title: t('toasts.testEmailSent'), description: to, variant: 'success' });
    }, t('toasts.testEmailError'));

  function openGenerate() {
    if (status.data && !status.data.hasProducts) {
      toast({ title: t('toasts.postGenerationError'), description: t('toasts.noProductsError'), variant: 'destructive' });
      return;
    }
    setDialog('generate');
  }

  // ---- rendering ----
  const info = company.data?.companyInfo;
  const running = progress !== null;
  const bulkLabel = (kind: NonNullable<Bulk>['kind'], label: string) => (bulk?.kind === kind && bulk.total > 0 ? t('actions.progress', { done: bulk.done, total: bulk.total }) : label);
  const disabledReason = !status.data ? undefined : !status.data.hasSettings ? t('generateDisabled.noSettings') : !status.data.hasProducts ? t('generateDisabled.noProducts') : undefined;
  const generateButton = (
    <Button size="3" onClick={generatePeriod} disabled={!canGenerate || running || locked} data-testid="generate-period" style={WRAPPING}>
      {running ? <Spinner /> : <CalendarIcon />}
      {running ? (progress.total ? t('actions.generating', { done: progress.done, total: progress.total }) : t('actions.generatingStart')) : t('actions.generatePeriod')}
    </Button>
  );

  return (
    <>
      <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 720 }}>
        {t('intro')}
      </Text>

      {connection?.needsReconnection && (
        <Callout.Root color="red" mb="3" role="alert" data-testid="reconnect-banner">
          <Callout.Icon>
            <LinkBreak2Icon />
          </Callout.Icon>
          <Box>
            <Text as="div" weight="bold" size="2">
              {t('connection.reconnectTitle')}
            </Text>
            <Text as="p" size="2">
              {t('connection.reconnectBody', { reason: t(`connection.reasons.${connection.reason ?? 'unknown'}`, { defaultValue: t('connection.reasons.unknown') }) })}
            </Text>
            <Button asChild size="1" color="red" mt="2">
              <Link href={`${base}/platforms`}>{t('connection.reconnect')}</Link>
            </Button>
          </Box>
        </Callout.Root>
      )}
      {connection && !connection.connected && !connection.needsReconnection && (
        <Callout.Root color="gray" mb="3" data-testid="not-connected">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Box>
            <Text as="div" weight="bold" size="2">
              {t('connection.notConnectedTitle')}
            </Text>
            <Text as="p" size="2">
              {t('connection.notConnectedBody')}{' '}
              <Link href={`${base}/platforms`}>{t('connection.connect')}</Link>
            </Text>
          </Box>
        </Callout.Root>
      )}

      {activePeriod && (
        <Callout.Root color="green" mb="3" data-testid="period-banner">
          <Callout.Icon>
            <LightningBoltIcon />
          </Callout.Icon>
          <Flex justify="between" align="center" gap="3" wrap="wrap" style={{ width: '100%' }}>
            <Box>
              <Text as="div" weight="bold" size="2">
                {t('period.title')}
              </Text>
              {activePeriod.nextScheduledDate && (
                <Text as="p" size="2">
                  {activePeriod.coveredUntil
                    ? t('period.next', { date: formatDateTime(activePeriod.nextScheduledDate, i18n.language, zone).slice(0, 10), until: DateTime.fromISO(activePeriod.coveredUntil).toFormat('dd/MM/yyyy') })
                    : t('period.nextOnly', { date: formatDateTime(activePeriod.nextScheduledDate, i18n.language, zone).slice(0, 10) })}
                </Text>
              )}
            </Box>
            <Button size="2" color="red" variant="soft" onClick={stopPeriod}>
              <StopIcon /> {t('period.stop')}
            </Button>
          </Flex>
        </Callout.Root>
      )}

      <Card mb="4">
        <Flex direction="column" gap="3">
          <Flex gap="2" wrap="wrap" align="center">
            {disabledReason ? (
              <Tooltip content={disabledReason}>
                <span>{generateButton}</span>
              </Tooltip>
            ) : (
              generateButton
            )}
            <Button size="3" variant="soft" onClick={openGenerate} disabled={running || locked} style={WRAPPING}>
              <MagicWandIcon /> {t('actions.generate')}
            </Button>
            <Button asChild size="3" variant="soft" color="gray" style={WRAPPING}>
              <Link href={`${base}/instagram-story`}>
                <InstagramLogoIcon /> {t('story:campaignsLink')}
              </Link>
            </Button>
          </Flex>
          <AiAllowanceLine />
          {disabledReason && (
            <Text size="2" color="amber" data-testid="generate-disabled-reason">
              {disabledReason}
            </Text>
          )}
          <Flex gap="2" align="start">
            <InfoCircledIcon style={{ flexShrink: 0, marginTop: 3 }} color="var(--gray-10)" />
            <Text size="2" color="gray">
              {info ? t('info.periodBody', { count: info.postFrequencyDays, time: info.scheduledLocalTime ?? info.scheduledTime }) : t('info.periodBodyUnknown')} {t('info.emailBody')}
            </Text>
          </Flex>
          <Flex gap="2" wrap="wrap" role="group" aria-label={t('actions.bulkLabel')} pt="3" style={{ borderTop: '1px solid var(--gray-a4)' }}>
            <Button variant="soft" onClick={scheduleAll} disabled={locked || running}>
              {bulk?.kind === 'schedule' ? <Spinner /> : <TimerIcon />} {bulkLabel('schedule', t('actions.scheduleAll'))}
            </Button>
            <Button variant="soft" color="gray" onClick={unscheduleAll} disabled={locked || running}>
              {bulk?.kind === 'unschedule' ? <Spinner /> : <TimerIcon />} {bulkLabel('unschedule', t('actions.unscheduleAll'))}
            </Button>
            <Button variant="soft" color="red" onClick={askDeleteFuture} disabled={locked || running}>
              {bulk?.kind === 'delete' ? <Spinner /> : <TrashIcon />} {bulkLabel('delete', t('actions.deleteFuture'))}
            </Button>
            <Button variant="soft" color="gray" onClick={testEmail} disabled={locked || running}>
              {bulk?.kind === 'email' ? <Spinner /> : <EnvelopeClosedIcon />} {t('actions.testEmail')}
            </Button>
          </Flex>
        </Flex>
      </Card>

      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Flex gap="1" p="1" role="group" aria-label={t('tabs.label')} style={{ background: 'var(--gray-a3)', borderRadius: 'var(--radius-3)' }}>
          {(['future', 'past'] as const).map((s) => (
            <Button key={s} size="2" variant={side === s ? 'solid' : 'ghost'} color={side === s ? undefined : 'gray'} aria-pressed={side === s} onClick={() => show(s, 1)} style={{ margin: 0 }}>
              {t(`tabs.${s}`, { count: counts[s] })}
            </Button>
          ))}
        </Flex>
        {list.isValidating && list.data && <Spinner aria-label={t('loading')} />}
      </Flex>

      {list.error && !list.data && (
        <Callout.Root color="red" mb="3" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{t('loadError')}</Callout.Text>
        </Callout.Root>
      )}

      {!list.data && !list.error ? (
        <Flex justify="center" align="center" gap="2" p="6">
          <Spinner size="3" /> <Text color="gray">{t('loading')}</Text>
        </Flex>
      ) : posts.length === 0 ? (
        <Card size="4" data-testid="empty-state">
          <Flex direction="column" align="center" gap="3" py="5">
            <CalendarIcon width={36} height={36} color="var(--gray-9)" />
            <Heading as="h3" size="4" align="center">
              {side === 'future' ? t('empty.futureTitle') : t('empty.pastTitle')}
            </Heading>
            <Text color="gray" size="2" align="center" style={{ maxWidth: 440 }}>
              {side === 'future' ? t('empty.futureBody') : t('empty.pastBody')}
            </Text>
            {side === 'future' && counts.past > 0 && (
              <Button variant="soft" onClick={() => show('past', 1)}>
                {t('empty.seePast', { count: counts.past })}
              </Button>
            )}
            {side === 'past' && counts.future > 0 && (
              <Button variant="soft" onClick={() => show('future', 1)}>
                {t('empty.seeFuture', { count: counts.future })}
              </Button>
            )}
          </Flex>
        </Card>
      ) : (
        <Flex direction="column" gap="3" data-testid="post-list">
          {posts.map((post, i) => (
            <PostCard
              key={post.id}
              post={post}
              position={(page - 1) * PAGE_SIZE + i + 1}
              total={total}
              zone={zone}
              zoneLabel={zoneLabel(zone, i18n.language)}
              mode={editing?.id === post.id ? editing.mode : null}
              locked={locked && busy?.id !== post.id && editing?.id !== post.id}
              busy={busy?.id === post.id ? busy.action : null}
              onEdit={(mode) => setEditing({ id: post.id, mode })}
              onCancelEdit={() => setEditing(null)}
              onSaveText={(content) => saveText(post, content)}
              onSaveTime={(instant) => saveTime(post, instant)}
              onSchedule={() => schedule(post)}
              onUnschedule={() => unschedule(post)}
              onPublish={() => publish(post)}
              onRegenerate={() => regenerate(post)}
              onDelete={() => setConfirmDelete(post)}
            />
          ))}
        </Flex>
      )}

      {total > 0 && (
        <Flex justify="center" align="center" gap="3" mt="4" asChild>
          <nav aria-label={t('paging.label')}>
            <Button variant="soft" color="gray" disabled={page <= 1} onClick={() => show(side, page - 1)}>
              <ChevronLeftIcon /> {t('paging.previous')}
            </Button>
            <Text size="2" data-testid="page-indicator">
              {t('paging.page', { page: Math.min(page, pages), pages })}
            </Text>
            <Button variant="soft" color="gray" disabled={page >= pages} onClick={() => show(side, page + 1)}>
              {t('paging.next')} <ChevronRightIcon />
            </Button>
          </nav>
        </Flex>
      )}

      {dialog === 'generate' && <GenerateDialog zone={zone} base={base} onClose={() => setDialog(null)} onSaved={() => void refresh()} />}
      {dialog === 'deleteFuture' && (
        <ConfirmDialog
          title={t('deleteFuture.title')}
          body={t('deleteFuture.body', { count: deleteCount })}
          confirm={t('deleteFuture.confirm')}
          cancel={t('deleteFuture.cancel')}
          onConfirm={() => {
            setDialog(null);
            void deleteFuture();
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {confirmDelete && (
        <ConfirmDialog
          title={t('delete.title')}
          body={t('delete.body', { product: confirmDelete.productName ?? '', date: formatDateTime(confirmDelete.scheduledDate, i18n.language, zone) })}
          confirm={t('delete.confirm')}
          cancel={t('delete.cancel')}
          onConfirm={() => {
            const post = confirmDelete;
            setConfirmDelete(null);
            void remove(post);
          }}
          onCancel={() => setConfirmDelete(null)}
        />
      )}
    </>
  );
}

/** Step 4 My Campaigns (business-portal.md §2-§9, issue 9). */
export default function Campaigns() {
  const { t } = useTranslation('campaigns');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout step="campaigns" title={t('title')}>
          <CampaignsStep />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
