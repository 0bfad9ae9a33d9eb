import { Badge, Box, Button, Card, Container, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { TimerIcon } from '@radix-ui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link, useSearch } from 'wouter';
import { api, ApiError } from '../api';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { ThemeSwitcher } from '../components/ThemeSwitcher';
import { LANGUAGE_KEY } from '../i18n';
import i18n from '../i18n';
import { formatDateTime } from '../../portal/dates';
import { StatusBadge } from '../../portal/components/campaigns/StatusBadge';
import type { PostStatus } from '../../portal/components/campaigns/types';
import { Notice } from '../components/Notice';

interface Preview {
  businessName: string;
  /** `willSchedule`: the click schedules this post (the server's rule: not one with findings to read, nor one awaiting approval it cannot give). */
  posts: { id: number; scheduledDate: string; productName: string | null; content: string; postStatus: PostStatus; findings: number; willSchedule: boolean }[];
  expiresAt: string;
  uiLanguage?: 'en' | 'el';
  timezone?: string | null;
  /** The click approves too (issue 23): the link was sent to a reviewer or a business admin of an account that requires approval. */
  approves?: boolean;
  requireApproval?: boolean;
}

/**
 * /schedule-period?token=…: the e-mailed one-click link. Opening the page only reads what the link
 * would schedule (mail scanners open links too); the button's POST schedules the period's drafts.
 * No session is needed: the single-use token is the permission.
 */
export default function SchedulePeriod() {
  const { t } = useTranslation('campaigns');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const preview = useSWR<Preview>(token ? `/api/schedule-period?token=${encodeURIComponent(token)}` : null, (path: string) => api(path, { token: null }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const [state, setState] = useState<
    { status: 'idle' | 'busy' } | { status: 'done'; scheduled: number; skipped: number } | { status: 'error'; message: string }
  >({ status: 'idle' });

  // The e-mail was written in the account's language: without a choice made in this browser, use it.
  useEffect(() => {
    const language = preview.data?.uiLanguage ?? (navigator.language?.toLowerCase().startsWith('el') ? 'el' : undefined);
    if (language && !localStorage.getItem(LANGUAGE_KEY) && i18n.language !== language) void i18n.changeLanguage(language);
  }, [preview.data?.uiLanguage]);

  async function schedule() {
    setState({ status: 'busy' });
    try {
      const answer = await api<{ scheduled: number; skipped: number }>('/api/schedule-period', { method: 'POST', body: { token }, token: null });
      setState({ status: 'done', scheduled: answer.scheduled, skipped: answer.skipped });
    } catch (error) {
      const message =
        error instanceof ApiError && error.serverMessage
          ? error.messageKey === 'campaigns.linkInvalid'
            ? t('schedulePeriod.invalid')
            : error.serverMessage
          : t('serverMessages.network');
      setState({ status: 'error', message });
    }
  }

  const language = i18n.language;
  // What the click schedules, as the server decides it (drafts and posts through the sign-off, not those with findings to read).
  const drafts = preview.data?.posts.filter((p) => p.willSchedule).length ?? 0;
  const invalid = !token || (preview.error instanceof ApiError && (preview.error.status === 404 || preview.error.status === 400));

  return (
    <Box style={{ minHeight: '100vh' }}>
      <Flex justify="end" gap="2" p="3">
        <LanguageSwitcher />
        <ThemeSwitcher />
      </Flex>
      <Container size="2" px="4" pb="6">
        <Heading as="h1" mb="3">
          {t('schedulePeriod.title')}
        </Heading>
        {invalid ? (
          <Notice
            tone="error"
            role="alert"
            title={t('schedulePeriod.invalidTitle')}
            action={
              <Button asChild size="2" variant="soft">
                <Link href="/business/campaigns">{t('schedulePeriod.openCampaigns')}</Link>
              </Button>
            }
          >
            {!token ? t('schedulePeriod.missingToken') : t('schedulePeriod.invalid')}
          </Notice>
        ) : preview.error ? (
          <Notice tone="error" role="alert">
            {preview.error instanceof ApiError && preview.error.serverMessage ? preview.error.serverMessage : t('serverMessages.network')}
          </Notice>
        ) : !preview.data ? (
          <Flex align="center" gap="2" py="6">
            <Spinner /> <Text color="gray">{t('schedulePeriod.loading')}</Text>
          </Flex>
        ) : (
          <Flex direction="column" gap="3">
            <Text as="p" size="3">
              {t('schedulePeriod.intro', { business: preview.data.businessName })}
            </Text>
            <Text as="p" size="2" color="gray">
              {t('schedulePeriod.expires', { date: formatDateTime(preview.data.expiresAt, language, preview.data.timezone ?? undefined) })}{' '}
              {t('schedulePeriod.nothingChanged')}
            </Text>
            {/* Medical sign-off (issue 23): what the click does for this link's recipient. */}
            {preview.data.approves ? (
              <Notice tone="info" data-testid="schedule-period-approves">
                {t('schedulePeriod.approves')}
              </Notice>
            ) : (
              preview.data.requireApproval && <Notice tone="info">{t('schedulePeriod.approvedOnly')}</Notice>
            )}

            {state.status === 'done' ? (
              <Notice
                tone="success"
                role="status"
                data-testid="schedule-period-done"
                title={t('schedulePeriod.doneTitle')}
                action={
                  <Button asChild size="2">
                    <Link href="/business/campaigns">{t('schedulePeriod.openCampaigns')}</Link>
                  </Button>
                }
              >
                {t('schedulePeriod.done', { count: state.scheduled })} {state.skipped > 0 && t('schedulePeriod.skipped', { count: state.skipped })}
              </Notice>
            ) : (
              <Flex direction="column" gap="2" align="start">
                {state.status === 'error' && (
                  <Notice tone="error" role="alert" title={t('schedulePeriod.error')}>
                    {state.message}
                  </Notice>
                )}
                {drafts > 0 ? (
                  <Button size="3" onClick={schedule} disabled={state.status === 'busy'}>
                    {state.status === 'busy' ? <Spinner /> : <TimerIcon />}{' '}
                    {state.status === 'busy' ? t('schedulePeriod.scheduling') : t('schedulePeriod.schedule', { count: drafts })}
                  </Button>
                ) : (
                  <Notice tone="info">{t('schedulePeriod.nothingToSchedule')}</Notice>
                )}
              </Flex>
            )}

            <Heading as="h2" size="4" mt="3">
              {t('schedulePeriod.posts')}
            </Heading>
            <Flex direction="column" gap="2" asChild>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {preview.data.posts.map((post) => (
                  <li key={post.id} data-testid="period-post">
                    <Card>
                      <Flex justify="between" gap="2" wrap="wrap" align="center">
                        <Text weight="bold" size="2" style={{ overflowWrap: 'anywhere' }}>
                          {post.productName}
                        </Text>
                        <Flex gap="2" align="center" wrap="wrap">
                          <Badge variant="outline" color="gray">
                            {formatDateTime(post.scheduledDate, language, preview.data!.timezone ?? undefined)}
                          </Badge>
                          {post.findings > 0 && !post.willSchedule && (
                            <Badge color="amber" data-testid="period-post-findings">
                              {t('schedulePeriod.findingsInPortal', { count: post.findings })}
                            </Badge>
                          )}
                          <StatusBadge status={state.status === 'done' && post.willSchedule ? 'scheduled' : post.postStatus} />
                        </Flex>
                      </Flex>
                      <Text as="p" size="2" color="gray" mt="2" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {post.content}
                      </Text>
                    </Card>
                  </li>
                ))}
              </ul>
            </Flex>
          </Flex>
        )}
      </Container>
    </Box>
  );
}
