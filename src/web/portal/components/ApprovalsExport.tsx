import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { viewAsAccount } from '../../shared/api';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The export of every approval and send-back of a date range (GET /api/approvals.csv, issue 23), for
 * a clinic to show a regulator who approved what. A plain download: the session cookie signs it in
 * (an admin viewing the account names it, as every portal call does).
 */
export function ApprovalsExport() {
  const { t } = useTranslation('team');
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 30 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const account = viewAsAccount();
  const href = `/api/approvals.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${account ? `&account=${account}` : ''}`;
  return (
    <Card data-testid="approvals-export">
      <Heading as="h2" size="3">
        {t('page.exportTitle')}
      </Heading>
      <Text as="p" size="2" color="gray" mt="1" mb="3" style={{ maxWidth: 720 }}>
        {t('page.exportHint')}
      </Text>
      <Flex gap="3" align="end" wrap="wrap">
        <label>
          <Text size="2" weight="medium">
            {t('page.from')}
          </Text>
          <TextField.Root type="date" value={from} onChange={(e) => setFrom(e.target.value)} mt="1" />
        </label>
        <label>
          <Text size="2" weight="medium">
            {t('page.to')}
          </Text>
          <TextField.Root type="date" value={to} onChange={(e) => setTo(e.target.value)} mt="1" />
        </label>
        <Button asChild variant="soft" disabled={!from || !to}>
          <a href={href} download>
            <DownloadIcon /> {t('page.download')}
          </a>
        </Button>
      </Flex>
    </Card>
  );
}
