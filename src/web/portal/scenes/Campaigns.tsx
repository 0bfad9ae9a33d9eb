import { FindingsConfirmHost } from '../components/campaigns/FindingsConfirm';
import { PostsFindingsConfirmHost } from '../components/campaigns/PostsFindingsConfirm';
import { PostConfirmHost } from '../components/campaigns/PostConfirm';
import { Text } from '@radix-ui/themes';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { useToast } from '../../shared/toast';
import { CampaignActions } from '../components/campaigns/CampaignActions';
import { ConnectionNotices, PeriodNotice } from '../components/campaigns/CampaignNotices';
import { GenerateDialog } from '../components/campaigns/GenerateDialog';
import { describeError } from '../components/campaigns/messages';
import { Paging } from '../components/campaigns/Paging';
import { PostList } from '../components/campaigns/PostList';
import { SideTabs } from '../components/campaigns/SideTabs';
import { PAGE_SIZE, type BulkPost } from '../components/campaigns/types';
import { ConfirmPostDelete } from '../components/campaigns/ConfirmPostDelete';
import { useBulkActions } from '../components/campaigns/useBulkActions';
import { usePeriodGeneration } from '../components/campaigns/usePeriodGeneration';
import { usePostActions } from '../components/campaigns/usePostActions';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { useCampaigns, type Side } from '../hooks/useCampaigns';
import { useSetupStatus } from '../hooks/usePortal';

/** Which side and page are shown live in the URL (a reload or a shared link shows the same list). */
function useListPosition() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const params = new URLSearchParams(search);
  const side: Side = params.get('when') === 'past' ? 'past' : 'future';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const show = useCallback(
    (nextSide: Side, nextPage = 1) => {
      const next = new URLSearchParams(search);
      next.set('when', nextSide);
      next.set('page', String(nextPage));
      navigate(`${location}?${next}`, { replace: true });
    },
    [location, navigate, search],
  );
  return { side, page, show, base: location.startsWith('/portal') ? '/portal' : '/business' };
}

function CampaignsStep() {
  const { t } = useTranslation('campaigns');
  const toast = useToast();
  const { side, page, show, base } = useListPosition();
  const campaigns = useCampaigns(side, page);
  const { list, period, company } = campaigns;
  const status = useSetupStatus();
  const zone = company.data?.companyInfo?.timezone || undefined;
  const posts = usePostActions(campaigns, zone);
  const bulk = useBulkActions(campaigns, zone);
  const generation = usePeriodGeneration(campaigns, () => show('future', 1));
  const [generating, setGenerating] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<BulkPost | null>(null);

  const counts = list.data?.counts ?? { future: 0, past: 0 };
  const total = counts[side];
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const schedulingPeriod = period.data?.scheduledPeriod ?? null;
  const [periodBusy, setPeriodBusy] = useState(false);
  const locked = posts.editing !== null || posts.busy !== null || bulk.bulk !== null;
  const disabledReason = !status.data
    ? undefined
    : !status.data.hasSettings
      ? t('generateDisabled.noSettings')
      : !status.data.hasProducts
        ? t('generateDisabled.noProducts')
        : undefined;

  // A page past the end (posts deleted or moved to the past meanwhile): show the last one.
  useEffect(() => {
    if (list.data && page > pages) show(side, pages);
  }, [list.data, page, pages, show, side]);

  /** Stop, or Start again (issue 24): the next weeks are written, or not. */
  async function switchPeriod(on: boolean) {
    if (!schedulingPeriod) return;
    setPeriodBusy(true);
    try {
      if (on) {
        await campaigns.calls.resumePeriod(schedulingPeriod);
        toast({ title: t('toasts.periodResumed'), description: t('toasts.periodResumedBody'), variant: 'success' });
      } else {
        await campaigns.calls.stopPeriod(schedulingPeriod);
        toast({ title: t('toasts.periodStopped'), description: t('period.stoppedBody'), variant: 'success' });
      }
    } catch (error) {
      toast({ title: on ? t('toasts.periodResumeError') : t('toasts.postUnscheduleError'), description: describeError(error, t), variant: 'destructive' });
    }
    await period.mutate();
    setPeriodBusy(false);
  }

  function openGenerate() {
    if (status.data && !status.data.hasProducts) {
      toast({ title: t('toasts.postGenerationError'), description: t('toasts.noProductsError'), variant: 'destructive' });
      return;
    }
    setGenerating(true);
  }

  return (
    <>
      <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 720 }}>
        {t('intro')}
      </Text>
      <ConnectionNotices connection={list.data?.connection} waiting={list.data?.waitingForPages ?? 0} base={base} />
      {schedulingPeriod && (
        <PeriodNotice
          period={schedulingPeriod}
          zone={zone}
          busy={periodBusy}
          onStop={() => void switchPeriod(false)}
          onResume={() => void switchPeriod(true)}
        />
      )}
      <CampaignActions
        base={base}
        info={company.data?.companyInfo}
        disabledReason={disabledReason}
        canGenerate={!!status.data?.hasSettings && !!status.data?.hasProducts}
        progress={generation.progress}
        locked={locked}
        bulk={bulk}
        onGeneratePeriod={() => void generation.generate()}
        onGenerate={openGenerate}
      />
      <SideTabs side={side} counts={counts} refreshing={list.isValidating && !!list.data} onShow={(s) => show(s, 1)} />
      <PostList
        posts={list.data?.bulkPosts}
        failed={!!list.error}
        side={side}
        counts={counts}
        page={page}
        zone={zone}
        bulkRunning={bulk.bulk !== null}
        pagesSelected={(list.data?.connection.selectedTargets ?? 0) > 0}
        actions={posts}
        onShow={(s) => show(s, 1)}
        onDelete={setConfirmDelete}
      />
      {total > 0 && <Paging page={page} pages={pages} onPage={(p) => show(side, p)} />}

      {generating && (
        <GenerateDialog zone={zone} base={base} calls={campaigns.calls} onClose={() => setGenerating(false)} onSaved={() => void campaigns.refresh()} />
      )}
      {bulk.deleteCount !== null && (
        <ConfirmDialog
          open
          title={t('deleteFuture.title')}
          text={t('deleteFuture.body', { count: bulk.deleteCount })}
          confirmLabel={t('deleteFuture.confirm')}
          cancelLabel={t('deleteFuture.cancel')}
          onConfirm={() => void bulk.deleteFuture()}
          onCancel={bulk.cancelDeleteFuture}
        />
      )}
      {confirmDelete && (
        <ConfirmPostDelete
          post={confirmDelete}
          zone={zone}
          onConfirm={(removeFromPlatforms) => {
            setConfirmDelete(null);
            void posts.remove(confirmDelete, removeFromPlatforms);
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
          <FindingsConfirmHost />
          <PostsFindingsConfirmHost />
          <PostConfirmHost />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
