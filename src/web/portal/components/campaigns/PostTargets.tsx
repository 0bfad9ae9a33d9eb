import { Box, Button, Checkbox, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon, Share1Icon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { api, portalFetcher } from '../../../shared/api';
import { useToast } from '../../../shared/toast';
import { SELECTED_PAGES_KEY, type SelectedPage } from '../../hooks/useFacebook';
import { describeError } from './messages';
import type { BulkPost } from './types';

/** Where a post goes can change until it goes out (the server refuses it after). */
const FIXED: BulkPost['postStatus'][] = ['publishing', 'published', 'partially_published'];

const keyOf = (p: SelectedPage) => (p.platform === 'facebook' ? `facebook:${p.pageId}` : `instagram:${p.pageId}:${p.instagramId}`);
const nameOf = (p: SelectedPage) => (p.platform === 'instagram' && p.instagramUsername ? `@${p.instagramUsername}` : (p.pageName ?? p.pageId));

/**
 * Targets per post (issue 20), a compact line on the post card: where the post goes (every selected
 * Page and Instagram account, or the ones chosen for it), which chosen ones are skipped because the
 * clinic unselected them, and a Change button that opens the choice in place (PUT /api/bulk-posts/{id}
 * with `targets`, null for all of them).
 */
export function PostTargets({ post, disabled }: { post: BulkPost; disabled: boolean }) {
  const { t } = useTranslation('campaigns');
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const selection = useSWR<{ selectedPages: SelectedPage[] }>(SELECTED_PAGES_KEY, portalFetcher);
  const [choosing, setChoosing] = useState<{ all: boolean; keys: string[] } | null>(null);
  const [saving, setSaving] = useState(false);
  const selected = (selection.data?.selectedPages ?? []).filter((p) => p.isActive !== false);
  const label = (platform: 'facebook' | 'instagram', name: string | null) => `${name ?? '?'} (${t(`card.platform.${platform}`)})`;
  const skipped = new Set(post.skippedTargets ?? []);
  const targets = post.targets ?? null;
  const going = targets ? targets.filter((target) => !skipped.has(target.key)) : null;
  const editable = !FIXED.includes(post.postStatus) && selected.length > 0;

  async function save() {
    if (!choosing) return;
    setSaving(true);
    try {
      await api(`/api/bulk-posts/${post.id}`, { method: 'PUT', body: { targets: choosing.all ? null : choosing.keys } });
      await mutate((key) => typeof key === 'string' && (key.startsWith('/api/bulk-posts') || key.startsWith('/api/calendar')));
      setChoosing(null);
      toast({ title: t('targets.saved'), variant: 'success' });
    } catch (error) {
      toast({ title: t('targets.saveError'), description: describeError(error, t), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Box mt="2" data-testid="post-targets">
      <Flex align="start" gap="2">
        <Share1Icon color="var(--gray-10)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
        <Flex align="center" gapX="2" wrap="wrap" minWidth="0">
          <Text size="1" color="gray" data-testid="post-targets-summary">
            {going === null
              ? t('targets.all')
              : going.length
                ? t('targets.some', { targets: going.map((target) => label(target.platform, target.name)).join(', ') })
                : t('targets.none')}
          </Text>
          {editable && !choosing && (
            <Button
              size="1"
              variant="ghost"
              disabled={disabled}
              onClick={() => setChoosing({ all: !targets, keys: (targets ?? []).map((target) => target.key).filter((key) => !skipped.has(key)) })}
              data-testid="post-targets-change"
            >
              {t('targets.change')}
            </Button>
          )}
        </Flex>
      </Flex>
      {targets && skipped.size > 0 && (
        <Flex align="start" gap="1" mt="1" data-testid="post-targets-skipped">
          <ExclamationTriangleIcon color="var(--amber-11)" style={{ flexShrink: 0, marginTop: 2 }} aria-hidden />
          <Text size="1" color="amber">
            {t('targets.skipped', {
              targets: targets
                .filter((target) => skipped.has(target.key))
                .map((target) => label(target.platform, target.name))
                .join(', '),
            })}
          </Text>
        </Flex>
      )}
      {choosing && (
        <Box asChild mt="2" p="2" style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)' }}>
          <fieldset data-testid="post-targets-editor">
            <Text as="div" size="2" weight="bold" mb="2" asChild>
              <legend style={{ padding: '0 var(--space-1)' }}>{t('targets.legend')}</legend>
            </Text>
            <Flex direction="column" gap="2">
              <Text as="label" size="2">
                <Flex gap="2" align="start">
                  <Checkbox checked={choosing.all} onCheckedChange={(on) => setChoosing({ ...choosing, all: on === true })} />
                  <span>{t('targets.allOption')}</span>
                </Flex>
              </Text>
              {!choosing.all &&
                selected.map((page) => {
                  const key = keyOf(page);
                  return (
                    <Text as="label" size="2" key={key} ml="4">
                      <Flex gap="2" align="center">
                        <Checkbox
                          checked={choosing.keys.includes(key)}
                          onCheckedChange={(on) =>
                            setChoosing({ ...choosing, keys: on === true ? [...choosing.keys, key] : choosing.keys.filter((k) => k !== key) })
                          }
                        />
                        <span style={{ overflowWrap: 'anywhere' }}>{label(page.platform, nameOf(page))}</span>
                      </Flex>
                    </Text>
                  );
                })}
            </Flex>
            <Flex gap="2" mt="3" justify="end" wrap="wrap">
              <Button size="1" variant="soft" color="gray" onClick={() => setChoosing(null)} disabled={saving}>
                {t('card.cancel')}
              </Button>
              <Button size="1" onClick={() => void save()} loading={saving} disabled={!choosing.all && choosing.keys.length === 0}>
                {t('card.save')}
              </Button>
            </Flex>
          </fieldset>
        </Box>
      )}
    </Box>
  );
}
