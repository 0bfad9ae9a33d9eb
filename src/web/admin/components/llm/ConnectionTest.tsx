import { useEffect, useState } from 'react';
import { Badge, Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { CheckCircledIcon, CrossCircledIcon, LightningBoltIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../../../shared/api';

interface ConnectionResult {
  ok: boolean;
  provider: 'offline' | 'openai';
  model: string;
  latencyMs: number;
  error: string | null;
}

/**
 * The LLM configuration's connection indicator: "Connected" only after a Test connection call
 * reached the configured service (POST /api/ai-config/test); the offline provider is the demo and
 * says so. A change of provider, address, key or model forgets the last result.
 */
export function ConnectionTest({ configuration }: { configuration: string }) {
  const { t } = useTranslation('admin');
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<ConnectionResult | { failed: string } | null>(null);

  useEffect(() => setResult(null), [configuration]);

  async function run() {
    setTesting(true);
    try {
      setResult((await api<{ connection: ConnectionResult }>('/api/ai-config/test', { method: 'POST', area: 'admin' })).connection);
    } catch (error) {
      setResult({ failed: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setTesting(false);
    }
  }

  const failure = result && ('failed' in result ? result.failed : result.ok ? null : result.error);
  return (
    <Flex direction="column" align="end" gap="1" data-testid="connection-test">
      <Flex gap="2" align="center">
        {result && !failure && 'ok' in result && result.provider === 'openai' && (
          <Badge color="green" size="2">
            <CheckCircledIcon /> {t('llm.connected')}
          </Badge>
        )}
        {failure && (
          <Badge color="red" size="2">
            <CrossCircledIcon /> {t('llm.connection.failed')}
          </Badge>
        )}
        {!result && (
          <Badge color="gray" size="2">
            {t('llm.connection.notTested')}
          </Badge>
        )}
        <Button size="1" variant="soft" onClick={run} disabled={testing}>
          {testing ? <Spinner /> : <LightningBoltIcon />} {t('llm.connection.test')}
        </Button>
      </Flex>
      {result && 'ok' in result && result.ok && (
        <Text size="1" color="gray" style={{ maxWidth: 420, textAlign: 'right' }}>
          {result.provider === 'offline' ? t('llm.connection.offline') : t('llm.connection.answered', { model: result.model, ms: result.latencyMs })}
        </Text>
      )}
      {failure && (
        <Text size="1" color="red" style={{ maxWidth: 420, textAlign: 'right' }}>
          {t('llm.connection.error', { message: failure })}
        </Text>
      )}
    </Flex>
  );
}
