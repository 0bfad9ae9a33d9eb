import { Badge, Box, Button, Card, Code, DataList, Flex, Heading, Link as RadixLink, Spinner, Text } from '@radix-ui/themes';
import { ArrowLeftIcon, CrossCircledIcon, ExternalLinkIcon, Link2Icon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { api, ApiError } from '../../shared/api';
import { FacebookDemoNotice, FacebookLogo } from '../../shared/components/FacebookDemoNotice';
import { useToast } from '../../shared/toast';
import { PortalGuard } from '../components/PortalGuard';
import { PortalLayout } from '../components/PortalLayout';
import { authFailureText, startFacebookConnect, useFacebookConfig, useFacebookReturn, type FacebookReturn } from '../hooks/useFacebook';
import { Notice } from '../../shared/components/Notice';

// Long labels (Greek above all) wrap inside the button on a phone instead of running out of the card.
const wrappingButton = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 'var(--base-button-height)',
  whiteSpace: 'normal',
  paddingBlock: 'var(--space-2)',
} as const;

function Scopes({ scopes }: { scopes: string[] }) {
  return (
    <Flex gap="1" wrap="wrap">
      {scopes.map((scope) => (
        <Badge key={scope} variant="soft" color="gray" style={{ fontFamily: 'var(--code-font-family)' }}>
          {scope}
        </Badge>
      ))}
    </Flex>
  );
}

function TestPage() {
  const { t } = useTranslation('portal');
  const toast = useToast();
  const config = useFacebookConfig();
  const [result, setResult] = useState<FacebookReturn | null>(null);
  const [starting, setStarting] = useState(false);

  useFacebookReturn(setResult);

  // Straight to the provider's dialog: the server makes the URL (a fresh state and its cookie).
  async function direct() {
    setStarting(true);
    try {
      const { url } = await api<{ url: string }>('/api/facebook/login-url', { method: 'POST' });
      window.location.assign(url);
    } catch (e) {
      setStarting(false);
      toast({ title: t('facebook.authFailed.title'), description: e instanceof ApiError ? e.serverMessage : undefined, variant: 'destructive' });
    }
  }

  function throughBackend() {
    if (!startFacebookConnect('/facebook-test')) {
      toast({ title: t('platforms.errors.connectTitle'), description: t('platforms.errors.mustBeLoggedIn'), variant: 'destructive' });
    }
  }

  const data = config.data;
  return (
    <>
      <Text as="p" color="gray" size="2" mb="4" style={{ maxWidth: 640 }}>
        {t('facebookTest.intro')}
      </Text>
      <FacebookDemoNotice mode={data?.mode} />

      {result && (
        <Notice
          tone={result.kind === 'connected' ? 'success' : 'error'}
          icon={result.kind === 'connected' ? undefined : <CrossCircledIcon />}
          role={result.kind === 'connected' ? 'status' : 'alert'}
          mb="4"
          data-testid="login-result"
          title={result.kind === 'connected' ? t('facebookTest.resultConnected') : t('facebookTest.resultFailed')}
        >
          {result.kind === 'connected' ? t('facebook.connectedBody') : authFailureText(t, result.message)}
          <Text as="span" size="1" color="gray" style={{ display: 'block' }}>
            {t('facebookTest.returned')}:{' '}
            <Code variant="ghost">
              {result.kind === 'connected' ? 'connected=facebook' : `error=auth_failed${result.message ? `&message=${result.message}` : ''}`}
            </Code>
          </Text>
        </Notice>
      )}

      <Card size="3" mb="4" style={{ maxWidth: 760 }}>
        {config.isLoading ? (
          <Spinner size="3" />
        ) : config.error || !data ? (
          <Text color="red" role="alert">
            {t('common.loadError')}
          </Text>
        ) : (
          <Flex direction="column" gap="4">
            <Flex gap="3" align="center">
              <FacebookLogo size={28} />
              <Heading as="h3" size="4">
                {t('facebookTest.startTitle')}
              </Heading>
            </Flex>
            <Flex gap="2" wrap="wrap">
              <Button size="3" onClick={() => void direct()} disabled={starting} style={wrappingButton}>
                <ExternalLinkIcon /> {t('facebookTest.direct')}
              </Button>
              <Button size="3" variant="soft" onClick={throughBackend} style={wrappingButton}>
                <Link2Icon /> {t('facebookTest.backend')}
              </Button>
            </Flex>
            <Text size="2" color="gray">
              {t('facebookTest.buttonsHelp')}
            </Text>

            <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }} size="2">
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('facebookTest.mode')}</DataList.Label>
                <DataList.Value>{data.mode === 'simulator' ? t('facebookTest.modeSimulator') : t('facebookTest.modeFacebook')}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('facebookTest.appId')}</DataList.Label>
                <DataList.Value>
                  <Code variant="ghost">{data.appId}</Code>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('facebookTest.apiVersion')}</DataList.Label>
                <DataList.Value>
                  <Code variant="ghost">{data.apiVersion}</Code>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('facebookTest.callback')}</DataList.Label>
                <DataList.Value>
                  <Code variant="ghost" data-testid="callback-url" style={{ overflowWrap: 'anywhere' }}>
                    {data.callbackUrl}
                  </Code>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('facebookTest.testScopes')}</DataList.Label>
                <DataList.Value>
                  <Box data-testid="test-scopes">
                    <Scopes scopes={data.testScopes} />
                  </Box>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('facebookTest.backendScopes')}</DataList.Label>
                <DataList.Value>
                  <Scopes scopes={data.scopes} />
                </DataList.Value>
              </DataList.Item>
            </DataList.Root>
          </Flex>
        )}
      </Card>

      <RadixLink asChild size="2">
        <Link href="/portal/platforms" style={{ display: 'inline-flex', alignItems: 'center', gap: 'var(--space-1)' }}>
          <ArrowLeftIcon /> {t('facebookTest.back')}
        </Link>
      </RadixLink>
    </>
  );
}

/** Facebook test page (business-portal.md §2): two ways into Facebook Login and what came back. */
export default function FacebookTest() {
  const { t } = useTranslation('portal');
  return (
    <PortalGuard>
      {() => (
        <PortalLayout title={t('facebookTest.title')}>
          <TestPage />
        </PortalLayout>
      )}
    </PortalGuard>
  );
}
