import { Badge, Box, Button, Card, Flex, Spinner, Tabs, Text } from '@radix-ui/themes';
import { InfoCircledIcon, ResetIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { ApiTab } from '../components/llm/ApiTab';
import { ConnectionTest } from '../components/llm/ConnectionTest';
import { ContentTab } from '../components/llm/ContentTab';
import { PlatformsTab } from '../components/llm/PlatformsTab';
import { useLlmConfigForm } from '../components/llm/useLlmConfigForm';
import { Notice } from '../../shared/components/Notice';
import { PageHeader } from '../../shared/components/PageHeader';

/** admin-area.md §2 "AI configuration screen", made real: loads and saves /api/ai-config, usage from /api/ai-usage. */
export default function LlmConfig() {
  const { t } = useTranslation('admin');
  const llm = useLlmConfigForm();
  const { form, view } = llm;

  if (llm.loadFailed) {
    return <Notice tone="error">{t('llm.loadFailed')}</Notice>;
  }
  if (!form || !view) {
    return (
      <Flex align="center" gap="2" py="6" justify="center">
        <Spinner /> <Text color="gray">{t('llm.loading')}</Text>
      </Flex>
    );
  }

  return (
    <Box>
      <PageHeader
        title={t('llm.title')}
        description={t('llm.subtitle')}
        actions={
          <Flex gap="3" align="start" wrap="wrap">
            <ConnectionTest configuration={[view.provider, view.baseUrlHost, view.apiKey.masked, view.apiKey.source, view.model].join('|')} />
            <Badge color={view.provider === 'offline' ? 'amber' : 'blue'} size="2">
              {view.provider === 'offline' ? t('llm.providerOffline') : t('llm.providerOpenai', { host: view.baseUrlHost ?? 'api.openai.com' })}
            </Badge>
          </Flex>
        }
      />
      {view.provider === 'offline' && (
        <Notice tone="warning" icon={<InfoCircledIcon />} mb="3" size="1">
          {t('llm.offlineNote')}
        </Notice>
      )}
      <Card size="2">
        <Tabs.Root defaultValue="content">
          {/* Wrapping: on a phone the Greek tabs are wider than the card and the last one was cut off. */}
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            <Tabs.Trigger value="content">{t('llm.tabs.content')}</Tabs.Trigger>
            <Tabs.Trigger value="platforms">{t('llm.tabs.platforms')}</Tabs.Trigger>
            <Tabs.Trigger value="api">{t('llm.tabs.api')}</Tabs.Trigger>
          </Tabs.List>
          <Box pt="4">
            <Tabs.Content value="content">
              <ContentTab form={form} errors={llm.errors} view={view} set={llm.set} />
            </Tabs.Content>
            <Tabs.Content value="platforms">
              <PlatformsTab form={form} errors={llm.errors} view={view} bounds={llm.bounds} setPlatform={llm.setPlatform} />
            </Tabs.Content>
            <Tabs.Content value="api">
              <ApiTab form={form} errors={llm.errors} view={view} usage={llm.usage} set={llm.set} apiKey={llm.apiKey} />
            </Tabs.Content>
          </Box>
        </Tabs.Root>
        <Flex justify="between" align="center" mt="5" pt="3" wrap="wrap" gap="3" style={{ borderTop: '1px solid var(--gray-a5)' }}>
          <Text size="2" color="gray" data-testid="last-generated">
            {llm.lastGenerated}
          </Text>
          <Flex gap="2" wrap="wrap">
            <Button variant="soft" color="gray" onClick={llm.reset}>
              <ResetIcon /> {t('llm.reset')}
            </Button>
            <Button onClick={llm.save} disabled={llm.saving}>
              {llm.saving && <Spinner />} {t('llm.save')}
            </Button>
          </Flex>
        </Flex>
      </Card>
    </Box>
  );
}
