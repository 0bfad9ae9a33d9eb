import { Badge, Box, Code, Flex, Link as RadixLink, Select, Text } from '@radix-ui/themes';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { adminFetcher } from '../../shared/api';
import { DataTable } from '../../shared/components/DataTable';
import { formatDateTime } from '../../portal/dates';
import { AdminGuard } from '../components/AdminGuard';
import { DashboardFrame } from '../components/DashboardFrame';
import { useQueryState } from '../hooks/useQueryState';
import { PageHeader } from '../../shared/components/PageHeader';
import { LIST_SWR as listSWR } from '../hooks/listOptions';

type AuditOutcome = 'pending' | 'done' | 'refused' | 'failed';
type AuditSource = 'portal' | 'admin' | 'cli';

interface AuditEntry {
  id: number;
  at: string;
  source: AuditSource;
  actor: { userId: number | null; name: string };
  accountId: number | null;
  businessName: string | null;
  action: string;
  route: string | null;
  summary: string;
  targetId: number | null;
  ip: string | null;
  userAgent: string | null;
  status: number | null;
  outcome: AuditOutcome;
}

const OUTCOME_COLOR: Record<AuditOutcome, 'green' | 'amber' | 'red' | 'gray'> = { done: 'green', refused: 'amber', failed: 'red', pending: 'gray' };
const SOURCE_COLOR: Record<AuditSource, 'amber' | 'blue' | 'gray'> = { portal: 'amber', admin: 'blue', cli: 'gray' };
const PAGE_SIZE = 20;
const column = createColumnHelper<AuditEntry>();

/** /admin/audit: the audit trail, newest first, filtered by account (kept in the URL) and paged. */
export default function AuditLogScreen() {
  return <AdminGuard>{() => <DashboardFrame section="audit">{<AuditLog />}</DashboardFrame>}</AdminGuard>;
}

function AuditLog() {
  const { t, i18n } = useTranslation('audit');
  const [state, setState] = useQueryState({ accountId: '', page: 1 });
  const accountId = /^\d{1,9}$/.test(state.accountId) ? state.accountId : '';
  const key = `/api/admin/audit?${new URLSearchParams({ ...(accountId ? { accountId } : {}), page: String(state.page), pageSize: String(PAGE_SIZE) })}`;
  const { data, error, isLoading } = useSWR<{ entries: AuditEntry[]; total: number }>(key, adminFetcher, { ...listSWR, revalidateOnFocus: true });
  const accounts = useSWR<{ accounts: { id: number; businessName: string }[] }>('/api/accounts', adminFetcher, listSWR);
  const language = i18n.resolvedLanguage ?? 'en';

  const columns = useMemo(
    () => [
      column.accessor('at', {
        header: t('admin.columns.when'),
        cell: (c) => (
          <Text size="2" style={{ display: 'inline-block', minWidth: 96 }}>
            <time dateTime={c.getValue()}>{formatDateTime(c.getValue(), language)}</time>
          </Text>
        ),
      }),
      column.accessor('action', {
        header: t('admin.columns.what'),
        cell: (c) => {
          const entry = c.row.original;
          return (
            <Box style={{ minWidth: 180 }}>
              <Text size="2">
                {t(`actions.${entry.action}`, { defaultValue: entry.summary })}
                {entry.targetId !== null && <Text color="gray"> {t('target', { id: entry.targetId })}</Text>}
              </Text>
              {entry.route && (
                <Text as="div" size="1" color="gray">
                  <Code size="1" variant="ghost" color="gray">
                    {entry.route}
                  </Code>
                </Text>
              )}
            </Box>
          );
        },
      }),
      column.accessor('actor', {
        header: t('admin.columns.who'),
        cell: (c) => (
          <Flex direction="column" gap="1" align="start">
            <Text size="2" weight="medium">
              {c.getValue().name}
            </Text>
            <Badge size="1" variant="soft" highContrast color={SOURCE_COLOR[c.row.original.source]}>
              {t(`source.${c.row.original.source}`)}
            </Badge>
          </Flex>
        ),
      }),
      column.accessor('accountId', {
        header: t('admin.columns.account'),
        cell: (c) => {
          const id = c.getValue();
          if (id === null)
            return (
              <Text size="2" color="gray">
                {t('admin.platformWide')}
              </Text>
            );
          const name = c.row.original.businessName ?? t('admin.deletedAccount', { id });
          return (
            <Box>
              <RadixLink
                size="2"
                href={`/admin/audit?accountId=${id}`}
                aria-label={t('admin.showAccount', { name })}
                onClick={(event) => {
                  event.preventDefault();
                  setState({ accountId: String(id), page: 1 });
                }}
              >
                {name}
              </RadixLink>
              <Text as="div" size="1" color="gray">
                {t('admin.accountId', { id })}
              </Text>
            </Box>
          );
        },
      }),
      column.accessor('outcome', {
        header: t('admin.columns.outcome'),
        cell: (c) => (
          <Badge color={OUTCOME_COLOR[c.getValue()]} data-testid="audit-outcome">
            {t(`outcome.${c.getValue()}`)}
            {c.row.original.status !== null && ` · ${c.row.original.status}`}
          </Badge>
        ),
      }),
      column.accessor('ip', {
        header: t('admin.columns.from'),
        cell: (c) => (
          <Box style={{ maxWidth: 180 }}>
            <Text as="div" size="2">
              {c.getValue() ?? '—'}
            </Text>
            {c.row.original.userAgent && (
              <Text
                as="div"
                size="1"
                color="gray"
                title={c.row.original.userAgent}
                style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {c.row.original.userAgent}
              </Text>
            )}
          </Box>
        ),
      }),
    ],
    [t, language, setState],
  );

  const accountList = accounts.data?.accounts ?? [];
  // An id from the URL that is not in the list (a deleted account) still shows as chosen.
  const chosenMissing = accountId && !accountList.some((a) => String(a.id) === accountId);

  return (
    <Box>
      <PageHeader title={t('admin.title')} description={t('admin.subtitle')} />
      <Flex gap="2" mb="3" align="center" wrap="wrap">
        <Text as="span" size="2" weight="medium" id="audit-account-label">
          {t('admin.accountFilter')}
        </Text>
        <Select.Root value={accountId || 'all'} onValueChange={(value) => setState({ accountId: value === 'all' ? '' : value, page: 1 })}>
          <Select.Trigger aria-labelledby="audit-account-label" style={{ minWidth: 220, maxWidth: '100%' }} data-testid="audit-account-filter" />
          <Select.Content position="popper">
            <Select.Item value="all">{t('admin.allAccounts')}</Select.Item>
            {chosenMissing && <Select.Item value={accountId}>{t('admin.deletedAccount', { id: accountId })}</Select.Item>}
            {accountList.map((a) => (
              <Select.Item key={a.id} value={String(a.id)}>
                {a.businessName} ({t('admin.accountId', { id: a.id })})
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      {error && !data ? (
        <Text as="div" color="red" my="4" role="alert">
          {t('admin.loadFailed')}
        </Text>
      ) : (
        <DataTable
          label={t('admin.title')}
          columns={columns}
          data={data?.entries ?? []}
          getRowId={(e) => String(e.id)}
          loading={isLoading}
          loadingText={t('admin.loading')}
          emptyText={accountId ? t('admin.emptyAccount') : t('admin.empty')}
          pagination={{ page: state.page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: (page) => setState({ page }), variant: 'simple' }}
        />
      )}
    </Box>
  );
}
