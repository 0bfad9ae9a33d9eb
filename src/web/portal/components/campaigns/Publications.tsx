import { Badge, Box, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../dates';
import type { Publication } from './types';

/** Where the post went out: each Page or Instagram account, when, a link to it, or why it failed. */
export function Publications({ publications, zone }: { publications: Publication[]; zone?: string }) {
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
                <PublicationTarget publication={p} />
                {p.status === 'published' && p.publishedAt && (
                  <Text size="1" color="gray">
                    {formatDateTime(p.publishedAt, i18n.language, zone)}
                  </Text>
                )}
                {p.status === 'published' && p.deleted ? (
                  <Text size="1" color="gray" data-testid="publication-deleted">
                    {t('card.publicationDeleted')}
                  </Text>
                ) : p.status === 'published' && p.link ? (
                  <>
                    <ViewPostLink href={p.link} />
                    {p.remoteId && (
                      <RadixLink size="1" color="red" asChild>
                        <Link href={`/business/delete-post?${new URLSearchParams({ platform: p.platform, postId: p.remoteId })}`}>
                          {t('card.deleteOnPage')}
                        </Link>
                      </RadixLink>
                    )}
                  </>
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

/** Where a publication went: the platform's badge and the Page's or account's name. */
export function PublicationTarget({ publication: p }: { publication: Pick<Publication, 'platform' | 'targetName' | 'targetId'> }) {
  const { t } = useTranslation('campaigns');
  return (
    <>
      <Badge variant="soft" color={p.platform === 'facebook' ? 'blue' : 'pink'}>
        {t(`card.platform.${p.platform}`)}
      </Badge>
      <Text size="2" style={{ overflowWrap: 'anywhere' }}>
        {p.targetName ?? p.targetId}
      </Text>
    </>
  );
}

/** "View post" on the platform, in a new tab. */
export function ViewPostLink({ href }: { href: string }) {
  const { t } = useTranslation('campaigns');
  return (
    <RadixLink size="2" href={href} target="_blank" rel="noopener noreferrer">
      {t('card.viewPost')} <ExternalLinkIcon style={{ verticalAlign: 'middle' }} />
    </RadixLink>
  );
}
