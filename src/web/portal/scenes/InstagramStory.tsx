import { Box, Grid, Link as RadixLink, Text } from '@radix-ui/themes';
import { ArrowLeftIcon } from '@radix-ui/react-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { FacebookDemoNotice } from '../../shared/components/FacebookDemoNotice';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { RecentStories } from '../components/story/RecentStories';
import { StoryForm } from '../components/story/StoryForm';
import { LogoHint, NoInstagramNotice, StoryNotes } from '../components/story/StoryNotes';
import { StoryResultCard } from '../components/story/StoryResult';
import { useStoryRun } from '../components/story/useStoryRun';
import type { SelectedPage } from '../hooks/useFacebook';
import { useStories } from '../hooks/useStories';

function StoryCreator() {
  const { t } = useTranslation('story');
  const [location] = useLocation();
  const base = location.startsWith('/portal') ? '/portal' : '/business';
  const stories = useStories();
  const run = useStoryRun(stories);
  const resultRef = useRef<HTMLDivElement>(null);
  const { outcome } = run;

  // The result (or a story reopened from the list) is brought into view: on a phone it is far below.
  useEffect(() => {
    if (outcome) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [outcome]);

  const instagram = stories.selected.data?.selectedPages
    .filter((p): p is Extract<SelectedPage, { platform: 'instagram' }> => p.platform === 'instagram' && p.isActive)
    .map((p) => (p.instagramUsername ? `@${p.instagramUsername.replace(/^@/, '')}` : p.instagramId));
  const noInstagram = instagram !== undefined && instagram.length === 0;
  const hasLogo = stories.company.data ? !!stories.company.data.companyInfo?.logoUrl : true;

  return (
    <>
      <RadixLink asChild size="2" mb="3" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <Link href={`${base}/campaigns`}>
          <ArrowLeftIcon /> {t('back')}
        </Link>
      </RadixLink>
      <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 720 }}>
        {t('intro')}
      </Text>
      <FacebookDemoNotice mode={stories.config.data?.mode} />
      {!hasLogo && <LogoHint setupHref={`${base}/setup`} />}
      {noInstagram && <NoInstagramNotice platformsHref={`${base}/platforms`} />}

      <Grid columns={{ initial: '1', md: '3' }} gap="4" mb="4">
        <Box gridColumn={{ initial: '1', md: '1 / span 2' }} style={{ minWidth: 0 }}>
          <StoryForm run={run} noInstagram={noInstagram} />
        </Box>
        <Box style={{ minWidth: 0 }}>
          <StoryNotes accounts={instagram} />
        </Box>
      </Grid>

      {outcome && (
        <Box mb="4" ref={resultRef} style={{ scrollMarginTop: 16 }}>
          <StoryResultCard story={outcome.story} results={outcome.results} onRetry={run.retry} retrying={run.retrying} retryError={run.retryError} />
        </Box>
      )}

      <RecentStories stories={stories.list.data?.stories ?? []} shownId={outcome?.story.id ?? run.following} onShow={run.open} />
    </>
  );
}

/** Instagram story creator (business-portal.md §2 "Instagram story", §3, §5, §8; issue 10). */
export default function InstagramStory() {
  const { t } = useTranslation('story');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout title={t('title')}>
          <StoryCreator />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
