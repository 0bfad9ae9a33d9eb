import { Badge, Box, Checkbox, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { InstagramLogoIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacebookPagesView } from '../../hooks/useFacebook';
import { fbKey, igKey, type PageSelection } from './usePageSelection';

function ChoiceRow({
  checked,
  disabled,
  onChange,
  label,
  children,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
  children: ReactNode;
}) {
  return (
    <Text as="label" size="2" style={{ cursor: disabled ? 'default' : 'pointer' }}>
      <Flex
        gap="3"
        align="center"
        p="2"
        style={{ border: '1px solid var(--gray-a5)', borderRadius: 'var(--radius-3)', background: checked ? 'var(--accent-a2)' : undefined }}
      >
        <Checkbox checked={checked} disabled={disabled} onCheckedChange={onChange} aria-label={label} />
        <Box style={{ minWidth: 0, flex: 1 }}>{children}</Box>
      </Flex>
    </Text>
  );
}

/** The connection's Facebook Pages and Instagram accounts, each ticked to publish to it. */
export function PageChoices({ view, selection, disabled }: { view: FacebookPagesView; selection: PageSelection; disabled: boolean }) {
  const { t } = useTranslation('portal');
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4">
      <Box>
        <Heading as="h4" size="3" mb="2">
          {t('platforms.facebookPages')}
        </Heading>
        <Flex direction="column" gap="2" role="group" aria-label={t('platforms.facebookPages')}>
          {view.facebookPages.map((p) => (
            <ChoiceRow key={p.id} checked={selection.isChosen(fbKey(p.id))} disabled={disabled} onChange={() => selection.toggle(fbKey(p.id))} label={p.name}>
              <Flex gap="2" align="center" wrap="wrap">
                <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
                  {p.name}
                </Text>
                {p.category && (
                  <Badge variant="soft" size="1">
                    {p.category}
                  </Badge>
                )}
              </Flex>
            </ChoiceRow>
          ))}
        </Flex>
      </Box>
      <Box>
        <Heading as="h4" size="3" mb="2">
          {t('platforms.instagramAccounts')}
        </Heading>
        {view.instagramAccounts.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t('platforms.noInstagram')}
          </Text>
        ) : (
          <Flex direction="column" gap="2" role="group" aria-label={t('platforms.instagramAccounts')}>
            {view.instagramAccounts.map((a) => {
              const name = a.username ? `@${a.username}` : (a.name ?? a.id);
              return (
                <ChoiceRow
                  key={a.id}
                  checked={selection.isChosen(igKey(a.pageId, a.id))}
                  disabled={disabled}
                  onChange={() => selection.toggle(igKey(a.pageId, a.id))}
                  label={name}
                >
                  <Flex gap="2" align="center">
                    <InstagramLogoIcon />
                    <Text weight="bold" style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                  </Flex>
                  <Text as="div" size="1" color="gray">
                    {t('platforms.linkedTo', { page: a.pageName })}
                  </Text>
                </ChoiceRow>
              );
            })}
          </Flex>
        )}
      </Box>
    </Grid>
  );
}
