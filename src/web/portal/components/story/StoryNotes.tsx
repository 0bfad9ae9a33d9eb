import { Card, Flex, Heading, Link as RadixLink, Text } from '@radix-ui/themes';
import { ImageIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import useSWR from 'swr';
import { STORY_HEIGHT, STORY_WIDTH } from '../../../../modules/stories/story-limits';
import { portalFetcher } from '../../../shared/api';
import { Notice } from '../../../shared/components/Notice';
import { STORIES_KEY } from './types';

/**
 * What the story will be (business-portal.md "Instagram story"): two slides, text on white then the
 * image; wide images pan; 1080x1920; stories last 24 hours; posted to every connected Instagram
 * account. The spec's "30-60 seconds to generate" is the seed's figure: ours takes a few seconds.
 */
export function StoryNotes({ accounts }: { accounts: string[] | undefined }) {
  const { t } = useTranslation('story');
  // How long the videos last is the platform's setting (STORY_SECONDS), answered with the list of stories.
  const seconds = useSWR<{ videoSeconds?: number }>(STORIES_KEY, portalFetcher).data?.videoSeconds;
  const notes = [
    t('notes.slides'),
    t('notes.motion'),
    ...(seconds ? [t('notes.format', { width: STORY_WIDTH, height: STORY_HEIGHT, seconds })] : []),
    t('notes.speed'),
    t('notes.lifetime'),
  ];
  return (
    <Card size="3" data-testid="story-notes">
      <Heading as="h2" size="3" mb="3">
        {t('notes.title')}
      </Heading>
      <Flex asChild direction="column" gap="2" m="0" pl="4">
        <ul>
          {notes.map((note) => (
            <li key={note}>
              <Text size="2">{note}</Text>
            </li>
          ))}
          <li>
            <Text size="2">
              {t('notes.accounts')}{' '}
              {accounts === undefined ? null : accounts.length ? (
                <Text weight="medium" data-testid="story-accounts" style={{ overflowWrap: 'anywhere' }}>
                  {accounts.join(', ')}
                </Text>
              ) : (
                <Text color="gray">{t('notes.noAccounts')}</Text>
              )}
            </Text>
          </li>
        </ul>
      </Flex>
    </Card>
  );
}

/** "A company logo should be uploaded in settings": shown only while the setup has no logo. */
export function LogoHint({ setupHref }: { setupHref: string }) {
  const { t } = useTranslation('story');
  return (
    <Notice tone="info" color="blue" icon={<ImageIcon />} variant="surface" mb="4" data-testid="story-logo-hint">
      {t('logoHint.body')}{' '}
      <RadixLink asChild weight="medium">
        <Link href={setupHref}>{t('logoHint.link')}</Link>
      </RadixLink>
    </Notice>
  );
}

/** No Instagram account is selected: nothing to post to until one is chosen on Platforms. */
export function NoInstagramNotice({ platformsHref }: { platformsHref: string }) {
  const { t } = useTranslation('story');
  return (
    <Notice tone="warning" mb="4" role="alert" data-testid="story-no-instagram">
      {t('errors.noInstagram')}{' '}
      <RadixLink asChild weight="medium">
        <Link href={platformsHref}>{t('noInstagram.link')}</Link>
      </RadixLink>
    </Notice>
  );
}
