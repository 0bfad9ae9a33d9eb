import { Badge, Box, Button, Card, Flex, Spinner, Text } from '@radix-ui/themes';
import { ChevronDownIcon, ChevronRightIcon, EnvelopeClosedIcon, ExclamationTriangleIcon, InfoCircledIcon, ReloadIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { adminFetcher } from '../../shared/api';
import { formatDateTime } from '../../portal/dates';
import { Notice } from '../../shared/components/Notice';

type MailStatus = 'queued' | 'sent' | 'kept' | 'failed';

interface OutboxMessage {
  id: string;
  to: string[];
  subject: string;
  kind: string | null;
  createdAt: string;
  status: MailStatus;
  transport: string | null;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  preview: string;
  text: string;
}

const STATUS_COLOR: Record<MailStatus, 'blue' | 'green' | 'gray' | 'red'> = { queued: 'blue', sent: 'green', kept: 'gray', failed: 'red' };

// The portal's date form (dd/MM/yyyy HH:mm and the zone), in the admin's own zone.
const when = (value: string, language: string) => formatDateTime(value, language);

function MessageRow({ message }: { message: OutboxMessage }) {
  const { t, i18n } = useTranslation('outbox');
  const [open, setOpen] = useState(false);
  const failed = message.status === 'failed';
  return (
    <Card
      asChild
      data-testid="outbox-message"
      data-status={message.status}
      style={failed ? { boxShadow: 'inset 4px 0 0 var(--red-9), 0 0 0 1px var(--red-a6)' } : undefined}
    >
      <li>
        <Flex justify="between" gap="3" wrap="wrap" align="start">
          <Box minWidth="0" style={{ flex: '1 1 260px' }}>
            <Text as="div" size="3" weight="bold" style={{ overflowWrap: 'anywhere' }}>
              {message.subject}
            </Text>
            <Text as="div" size="2" color="gray" style={{ overflowWrap: 'anywhere' }}>
              {t('columns.to')}: {message.to.join(', ')}
            </Text>
          </Box>
          <Flex direction={{ initial: 'row', sm: 'column' }} align={{ initial: 'center', sm: 'end' }} gap="2" wrap="wrap">
            <Badge color={STATUS_COLOR[message.status] ?? 'gray'} variant={failed ? 'solid' : 'soft'} data-testid="outbox-status">
              {failed && <ExclamationTriangleIcon />}
              {t(`status.${message.status}`, { defaultValue: message.status })}
            </Badge>
            <Text size="1" color="gray">
              <time dateTime={message.createdAt}>{when(message.createdAt, i18n.language)}</time>
            </Text>
          </Flex>
        </Flex>
        <Flex gap="2" mt="2" wrap="wrap" align="center">
          {message.kind && (
            <Badge variant="outline" color="gray">
              {t(`kinds.${message.kind}`, { defaultValue: message.kind })}
            </Badge>
          )}
          {message.attempts > 0 && (
            <Text size="1" color="gray">
              {t('attempts', { count: message.attempts })}
            </Text>
          )}
          {message.sentAt && (
            <Text size="1" color="gray">
              {/* A kept message was written to disk, never delivered (issue 24: not "Kept" and "Delivered" at once). */}
              {t(message.status === 'kept' ? 'keptAt' : 'sentAt', { date: when(message.sentAt, i18n.language) })}
            </Text>
          )}
        </Flex>
        {message.lastError && (
          <Notice tone="error" size="1" mt="2" data-testid="outbox-error">
            {t('error', { error: message.lastError })}
          </Notice>
        )}
        {!open && (
          <Text
            as="p"
            size="2"
            color="gray"
            mt="2"
            style={{ overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            data-testid="outbox-preview"
          >
            {message.preview}
          </Text>
        )}
        <Button size="1" variant="ghost" mt="2" onClick={() => setOpen(!open)} aria-expanded={open} style={{ marginLeft: 0 }}>
          {open ? <ChevronDownIcon /> : <ChevronRightIcon />} {open ? t('hideBody') : t('showBody')}
        </Button>
        {open && (
          <Box
            asChild
            mt="2"
            p="3"
            style={{
              background: 'var(--gray-a2)',
              border: '1px solid var(--gray-a4)',
              borderRadius: 'var(--radius-3)',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: 'var(--font-size-2)',
              fontFamily: 'inherit',
              margin: 0,
            }}
          >
            <pre aria-label={t('body')} data-testid="outbox-body">
              {message.text}
            </pre>
          </Box>
        )}
      </li>
    </Card>
  );
}

/** Admin Outbox (issue 9): every e-mail the platform queued, its delivery status, and what the transport is. */
export default function Outbox() {
  const { t } = useTranslation('outbox');
  const { data, error, isLoading, isValidating, mutate } = useSWR<{ transport: 'smtp' | 'outbox'; messages: OutboxMessage[] }>(
    '/api/admin/outbox?limit=200',
    adminFetcher,
    { revalidateOnFocus: true },
  );
  const messages = data?.messages ?? [];
  const failed = messages.filter((m) => m.status === 'failed').length;

  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text as="p" size="2" color="gray" style={{ maxWidth: 680 }}>
          {t('intro')}
        </Text>
        <Button variant="soft" onClick={() => void mutate()} disabled={isValidating}>
          <ReloadIcon className={isValidating ? 'spin' : undefined} /> {t('refresh')}
        </Button>
      </Flex>

      {data?.transport === 'outbox' && (
        <Notice tone="warning" icon={<InfoCircledIcon />} data-testid="outbox-transport" title={t('transport.outboxTitle')}>
          {t('transport.outbox')}
        </Notice>
      )}
      {data?.transport === 'smtp' && (
        <Notice tone="success" icon={<EnvelopeClosedIcon />} data-testid="outbox-transport">
          {t('transport.smtp')}
        </Notice>
      )}

      {error && (
        <Notice tone="error" role="alert">
          {t('loadError')}
        </Notice>
      )}

      {isLoading ? (
        <Flex align="center" gap="2" py="6" justify="center">
          <Spinner /> <Text color="gray">{t('loading')}</Text>
        </Flex>
      ) : data && messages.length === 0 ? (
        <Card>
          <Flex align="center" direction="column" gap="2" py="5">
            <EnvelopeClosedIcon width={28} height={28} color="var(--gray-9)" />
            <Text color="gray">{t('empty')}</Text>
          </Flex>
        </Card>
      ) : (
        <>
          <Flex gap="3">
            <Text size="2" color="gray">
              {t('count', { count: messages.length })}
            </Text>
            {failed > 0 && (
              <Text size="2" color="red" weight="medium">
                {t('failedCount', { count: failed })}
              </Text>
            )}
          </Flex>
          <Flex direction="column" gap="2" asChild>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('title')}>
              {messages.map((m) => (
                <MessageRow key={m.id} message={m} />
              ))}
            </ul>
          </Flex>
        </>
      )}
    </Flex>
  );
}
