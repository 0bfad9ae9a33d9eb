import { Badge, Box, Button, Card, Code, Container, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, InstagramLogoIcon, ReloadIcon } from '@radix-ui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link } from 'wouter';
import { api, tokens, type Area } from '../api';
import { FacebookDemoNotice, FacebookLogo } from '../components/FacebookDemoNotice';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { SimulatorFaults } from '../components/SimulatorFaults';
import { ThemeSwitcher } from '../components/ThemeSwitcher';
import { useSession } from '../hooks/useSession';
// After the business login the visitor comes back here.
import { rememberPreLoginPath } from '../../portal/redirect';
import { Notice } from '../components/Notice';

interface FeedItem {
  id: string;
  caption: string;
  mediaUrl: string | null;
  createdAt: string;
  deleted: boolean;
}
interface FeedPage {
  id: string;
  name: string;
  category: string | null;
  posts: (FeedItem & { kind: 'photo' | 'status' })[];
  instagram: null | { id: string; username: string; media: (FeedItem & { productType: 'FEED' | 'STORY' | 'REELS'; mediaType: 'IMAGE' | 'VIDEO' })[] };
}
interface Feed {
  enabled: boolean;
  pages: FeedPage[];
}

// Where this browser's session lives: a business user's token, else an admin's (the portal's order).
const sessionArea = (): Area => (tokens.business() ? 'portal' : 'admin');

function formatWhen(value: string, language: string) {
  // 24-hour in both languages, like the rest of the product (el-GR's own short style is 12-hour, "π.μ."/"μ.μ.").
  return new Intl.DateTimeFormat(language === 'el' ? 'el-GR' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(value));
}

function Media({ url, video, story }: { url: string | null; video: boolean; story?: boolean }) {
  const { t } = useTranslation();
  if (!url) return null;
  const style = {
    display: 'block',
    width: '100%',
    maxHeight: story ? 420 : 320,
    objectFit: 'contain' as const,
    background: 'var(--gray-a3)',
    borderRadius: 'var(--radius-2)',
  };
  return video ? (
    <video src={url} controls preload="metadata" style={style} aria-label={t('simulator.video')} />
  ) : (
    <img src={url} alt={t('simulator.image')} loading="lazy" style={style} />
  );
}

function FeedEntry({ item, badges, video, story, highlighted }: { item: FeedItem; badges: string[]; video: boolean; story?: boolean; highlighted: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      id={item.id}
      p="3"
      data-testid="simulator-item"
      style={{
        border: `1px solid ${highlighted ? 'var(--accent-8)' : 'var(--gray-a5)'}`,
        boxShadow: highlighted ? '0 0 0 3px var(--accent-a5)' : undefined,
        borderRadius: 'var(--radius-3)',
        opacity: item.deleted ? 0.6 : 1,
        scrollMarginTop: 16,
      }}
    >
      <Flex gap="2" align="center" wrap="wrap" mb="2">
        {badges.map((b) => (
          <Badge key={b} variant="soft" size="1">
            {b}
          </Badge>
        ))}
        {item.deleted && (
          <Badge color="red" size="1">
            {t('simulator.deleted')}
          </Badge>
        )}
        <Text size="1" color="gray" data-testid="simulator-time">
          {formatWhen(item.createdAt, i18n.resolvedLanguage ?? 'en')}
        </Text>
      </Flex>
      <Media url={item.mediaUrl} video={video} story={story} />
      {item.caption && (
        <Text as="p" size="2" mt="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {item.caption}
        </Text>
      )}
      <Text as="div" size="1" color="gray" mt="2" style={{ overflowWrap: 'anywhere' }}>
        {t('simulator.postId')}: <Code variant="ghost">{item.id}</Code>
      </Text>
    </Box>
  );
}

function PageCard({ page, highlighted }: { page: FeedPage; highlighted: string | null }) {
  const { t } = useTranslation();
  const ig = page.instagram;
  return (
    <Card size="3" data-testid="simulator-page">
      <Flex gap="3" align="center" mb="4">
        <FacebookLogo size={28} />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Heading as="h2" size="5" style={{ overflowWrap: 'anywhere' }}>
            {page.name}
          </Heading>
          <Text size="1" color="gray">
            {page.category ? `${page.category} · ` : ''}
            {t('simulator.pageId')}: <Code variant="ghost">{page.id}</Code>
          </Text>
        </Box>
      </Flex>
      <Grid columns={{ initial: '1', md: ig ? '2' : '1' }} gap="4">
        <Box style={{ minWidth: 0 }}>
          <Heading as="h3" size="3" mb="2">
            {t('simulator.facebookPosts', { count: page.posts.length })}
          </Heading>
          <Flex direction="column" gap="3">
            {page.posts.length === 0 ? (
              <Text size="2" color="gray">
                {t('simulator.nothingYet')}
              </Text>
            ) : (
              page.posts.map((p) => (
                <FeedEntry key={p.id} item={p} badges={[t(`simulator.kinds.${p.kind}`)]} video={false} highlighted={highlighted === p.id} />
              ))
            )}
          </Flex>
        </Box>
        {ig && (
          <Box style={{ minWidth: 0 }}>
            <Flex align="center" gap="2" mb="2">
              <InstagramLogoIcon />
              <Heading as="h3" size="3" style={{ overflowWrap: 'anywhere' }}>
                {t('simulator.instagramMedia', { username: ig.username, count: ig.media.length })}
              </Heading>
            </Flex>
            <Flex direction="column" gap="3">
              {ig.media.length === 0 ? (
                <Text size="2" color="gray">
                  {t('simulator.nothingYet')}
                </Text>
              ) : (
                ig.media.map((m) => (
                  <FeedEntry
                    key={m.id}
                    item={m}
                    badges={[t(`simulator.productTypes.${m.productType}`), t(`simulator.mediaTypes.${m.mediaType}`)]}
                    video={m.mediaType === 'VIDEO'}
                    story={m.productType !== 'FEED'}
                    highlighted={highlighted === m.id}
                  />
                ))
              )}
            </Flex>
          </Box>
        )}
      </Grid>
    </Card>
  );
}

function FeedView({ area, isAdmin }: { area: Area; isAdmin: boolean }) {
  const { t } = useTranslation();
  // Polls, so a post published by the worker appears without a reload.
  const { data, error, isLoading, mutate, isValidating } = useSWR<Feed>(['/api/simulator/feed', area], ([path]: [string]) => api(path, { area }), {
    refreshInterval: 5000,
  });
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const [hash, setHash] = useState(() => window.location.hash);

  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // Permalinks of simulated posts are /simulator#<id>: the item exists only once the feed loaded.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!data || !id || highlighted === id) return;
    const element = document.getElementById(id);
    if (element) {
      element.scrollIntoView({ block: 'center' });
      setHighlighted(id);
    }
  }, [data, hash, highlighted]);

  if (isLoading) {
    return (
      <Flex justify="center" p="6">
        <Spinner size="3" />
      </Flex>
    );
  }
  if (error || !data) {
    return (
      <Notice tone="error" role="alert">
        {t('simulator.loadError')}
      </Notice>
    );
  }
  if (!data.enabled) {
    return <Notice tone="info">{t('simulator.off')}</Notice>;
  }
  return (
    <>
      <FacebookDemoNotice mode="simulator" linkToFeed={false} />
      {isAdmin && <SimulatorFaults />}
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Text size="2" color="gray" style={{ maxWidth: 640 }}>
          {isAdmin ? t('simulator.introAdmin') : t('simulator.introBusiness')}
        </Text>
        <Button variant="soft" color="gray" size="1" onClick={() => void mutate()} disabled={isValidating}>
          <ReloadIcon /> {t('simulator.refresh')}
        </Button>
      </Flex>
      {data.pages.length === 0 ? (
        <Card size="3">
          <Text color="gray">{isAdmin ? t('simulator.emptyAdmin') : t('simulator.emptyBusiness')}</Text>
        </Card>
      ) : (
        <Flex direction="column" gap="4">
          {data.pages.map((page) => (
            <PageCard key={page.id} page={page} highlighted={highlighted} />
          ))}
        </Flex>
      )}
    </>
  );
}

/**
 * /simulator: what the built-in Graph simulator "published" to each simulated Page and Instagram
 * account, so a demo user sees the result; admins also switch the simulator's faults.
 */
export default function Simulator() {
  const { t } = useTranslation();
  const [area] = useState(sessionArea);
  const session = useSession(area, 'any');
  const user = session.status === 'signed-in' ? session.user : null;
  const isAdmin = user?.role === 'admin';

  return (
    <Box style={{ minHeight: '100vh' }}>
      <Flex align="center" justify="between" px="4" py="3" gap="3" wrap="wrap" style={{ borderBottom: '1px solid var(--gray-a5)' }}>
        <Flex align="center" gap="2">
          <FacebookLogo size={24} />
          <Heading as="h1" size="5">
            {t('simulator.title')}
          </Heading>
        </Flex>
        <Flex gap="2" align="center">
          <LanguageSwitcher />
          <ThemeSwitcher />
        </Flex>
      </Flex>
      <Container size="4" p="4">
        {user && (
          <Box mb="3">
            <Button asChild variant="ghost" color="gray" size="2">
              <Link href={isAdmin ? '/admin/dashboard' : '/business/platforms'}>
                <ArrowLeftIcon /> {isAdmin ? t('simulator.backAdmin') : t('simulator.backPortal')}
              </Link>
            </Button>
          </Box>
        )}
        {session.status === 'checking' && (
          <Flex justify="center" p="6">
            <Spinner size="3" />
          </Flex>
        )}
        {(session.status === 'signed-out' || session.status === 'error') && (
          <Card size="3" style={{ maxWidth: 520 }}>
            <Flex direction="column" gap="3">
              <Text>{t('simulator.signIn')}</Text>
              <Flex gap="2" wrap="wrap">
                <Button asChild>
                  <Link href="/business/login" onClick={() => rememberPreLoginPath('/simulator')}>
                    {t('simulator.businessLogin')}
                  </Link>
                </Button>
                <Button asChild variant="soft">
                  <Link href="/admin">{t('simulator.adminLogin')}</Link>
                </Button>
              </Flex>
            </Flex>
          </Card>
        )}
        {user && <FeedView area={area} isAdmin={isAdmin} />}
      </Container>
    </Box>
  );
}
