import { AlertDialog, Box, Button, Checkbox, Flex, Text } from '@radix-ui/themes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/components/Notice';
import { formatDateTime } from '../../dates';
import { livePublications, type BulkPost } from './types';
import { PublicationTarget, ViewPostLink } from './Publications';

export interface DeletePostDialogProps {
  post: BulkPost;
  zone: string | undefined;
  onConfirm: (removeFromPlatforms: boolean) => void;
  onCancel: () => void;
}

/**
 * Delete on a post that is online (issue 24): where it is, the choice to remove it from Facebook
 * and Instagram too (on by default), and plainly what stays online either way.
 */
export function DeletePostDialog({ post, zone, onConfirm, onCancel }: DeletePostDialogProps) {
  const { t, i18n } = useTranslation('campaigns');
  const [everywhere, setEverywhere] = useState(true);
  const live = livePublications(post);
  return (
    <AlertDialog.Root open onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Content maxWidth="520px" data-testid="delete-post-dialog">
        <AlertDialog.Title>{t('delete.liveTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2" style={{ overflowWrap: 'anywhere' }}>
          {t('delete.liveBody', { product: post.productName ?? t('card.noProduct'), date: formatDateTime(post.scheduledDate, i18n.language, zone) })}
        </AlertDialog.Description>
        <Flex direction="column" gap="2" asChild>
          <ul style={{ margin: 'var(--space-3) 0 var(--space-4)', padding: 0, listStyle: 'none' }}>
            {live.map((p) => (
              <li key={`${p.platform}-${p.targetId}`}>
                <Flex gap="2" align="center" wrap="wrap">
                  <PublicationTarget publication={p} />
                  {p.link && <ViewPostLink href={p.link} />}
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
        <Text as="label" size="2" weight="medium">
          <Flex gap="2" align="center">
            <Checkbox checked={everywhere} onCheckedChange={(value) => setEverywhere(value === true)} />
            {t('delete.removeToo')}
          </Flex>
        </Text>
        <Box mt="2">
          <Notice tone={everywhere ? 'info' : 'warning'} size="1" data-testid="delete-post-what-stays">
            {everywhere ? t('delete.removeHelp') : t('delete.staysOnline')}
          </Notice>
        </Box>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('delete.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" onClick={() => onConfirm(everywhere)}>
            {everywhere ? t('delete.confirmEverywhere') : t('delete.confirmHere')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
