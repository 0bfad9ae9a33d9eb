import { Badge, Box, Button, Flex, IconButton, Select, Text, TextField, Tooltip } from '@radix-ui/themes';
import { ActivityLogIcon, ExternalLinkIcon, MagnifyingGlassIcon, Pencil1Icon, PersonIcon, PlusIcon } from '@radix-ui/react-icons';
import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link } from 'wouter';
import { adminFetcher } from '../../shared/api';
import { DataTable } from '../../shared/components/DataTable';
import { AccountDialog } from '../components/accounts/AccountDialog';
import { AdminUserDialog } from '../components/accounts/AdminUserDialog';
import { accountStatusColor, type Account, type AdminUser } from '../components/accounts/types';
import { useQueryState } from '../hooks/useQueryState';
import { LIST_SWR as listSWR } from '../hooks/listOptions';
import { PageHeader } from '../../shared/components/PageHeader';

const PAGE_SIZE = 10;
const column = createColumnHelper<Account>();

/** admin-area.md §2 "Business Accounts screen"; the page number really pages (the spec's client only tracked it). */
export default function Accounts() {
  const { t, i18n } = useTranslation('admin');
  const [state, setState] = useQueryState({ q: '', status: 'all', page: 1 });
  const status = ['all', 'trial', 'active'].includes(state.status) ? state.status : 'all';
  const [search, setSearch] = useState(state.q);
  const key = `/api/accounts?${new URLSearchParams({ q: state.q, status, page: String(state.page), pageSize: String(PAGE_SIZE) })}`;
  const { data, error, isLoading, mutate } = useSWR<{ accounts: Account[]; total: number }>(key, adminFetcher, listSWR);
  const [accountDialog, setAccountDialog] = useState<{ account: Account | null } | null>(null);
  const [userDialog, setUserDialog] = useState<{ accountId: number | null; user: AdminUser | null } | null>(null);

  useEffect(() => {
    if (search.trim() === state.q) return;
    const id = window.setTimeout(() => setState({ q: search.trim(), page: 1 }), 300);
    return () => window.clearTimeout(id);
  }, [search, state.q, setState]);
  useEffect(() => setSearch(state.q), [state.q]);

  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.resolvedLanguage === 'el' ? 'el-GR' : 'en-US', { dateStyle: 'medium' }),
    [i18n.resolvedLanguage],
  );

  const columns = useMemo(
    () => [
      column.accessor('businessName', {
        header: t('accounts.columns.businessName'),
        cell: (c) => (
          <Box>
            <Text weight="medium">{c.getValue()}</Text>
            <Text as="div" size="1" color="gray">
              {t('accounts.idLabel', { id: c.row.original.id })}
            </Text>
          </Box>
        ),
      }),
      column.accessor('status', {
        header: t('accounts.columns.status'),
        cell: (c) => <Badge color={accountStatusColor(c.getValue())}>{t(`accounts.status.${c.getValue()}`)}</Badge>,
      }),
      column.accessor('adminUsers', {
        header: t('accounts.columns.adminUsers'),
        cell: (c) =>
          c.getValue().length === 0 ? (
            <Text size="2" color="gray">
              {t('accounts.noAdminUsers')}
            </Text>
          ) : (
            <Flex direction="column" gap="1">
              {c.getValue().map((user) => (
                <Flex key={user.id} align="center" gap="2">
                  <Text size="2">{user.email}</Text>
                  {/* Each account's team with its roles (issue 23). */}
                  {user.role && user.role !== 'business_admin' && (
                    <Badge size="1" variant="soft" color={user.role === 'reviewer' ? 'green' : 'blue'}>
                      {t(`accounts.roles.${user.role}`)}
                    </Badge>
                  )}
                  <IconButton
                    size="1"
                    variant="ghost"
                    onClick={() => setUserDialog({ accountId: user.accountId, user })}
                    aria-label={t('accounts.editUserOf', { email: user.email })}
                  >
                    <Pencil1Icon />
                  </IconButton>
                </Flex>
              ))}
            </Flex>
          ),
      }),
      column.accessor('createdAt', { header: t('accounts.columns.created'), cell: (c) => <Text size="2">{dateFormat.format(new Date(c.getValue()))}</Text> }),
      column.display({
        id: 'actions',
        header: t('accounts.columns.actions'),
        cell: (c) => (
          <Flex gap="3">
            <Tooltip content={t('accounts.openPortal')}>
              <IconButton
                size="1"
                variant="ghost"
                aria-label={t('accounts.openPortalOf', { name: c.row.original.businessName })}
                onClick={() => window.open(`/portal?account=${c.row.original.id}`, '_blank', 'noopener')}
              >
                <ExternalLinkIcon />
              </IconButton>
            </Tooltip>
            <Tooltip content={t('accounts.addUser')}>
              <IconButton
                size="1"
                variant="ghost"
                aria-label={t('accounts.addUserOf', { name: c.row.original.businessName })}
                onClick={() => setUserDialog({ accountId: c.row.original.id, user: null })}
              >
                <PersonIcon />
              </IconButton>
            </Tooltip>
            <Tooltip content={t('accounts.auditLog')}>
              <IconButton size="1" variant="ghost" asChild>
                <Link href={`/admin/audit?accountId=${c.row.original.id}`} aria-label={t('accounts.auditLogOf', { name: c.row.original.businessName })}>
                  <ActivityLogIcon />
                </Link>
              </IconButton>
            </Tooltip>
            <Tooltip content={t('accounts.edit')}>
              <IconButton
                size="1"
                variant="ghost"
                aria-label={t('accounts.editOf', { name: c.row.original.businessName })}
                onClick={() => setAccountDialog({ account: c.row.original })}
              >
                <Pencil1Icon />
              </IconButton>
            </Tooltip>
          </Flex>
        ),
      }),
    ],
    [t, dateFormat],
  );

  return (
    <Box>
      <PageHeader
        title={t('accounts.title')}
        description={t('accounts.subtitle')}
        actions={
          <Button onClick={() => setAccountDialog({ account: null })}>
            <PlusIcon /> {t('accounts.add')}
          </Button>
        }
      />
      <Flex gap="2" mb="3" wrap="wrap">
        <TextField.Root
          placeholder={t('accounts.search')}
          aria-label={t('accounts.search')}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ flex: 1, minWidth: 220 }}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Select.Root value={status} onValueChange={(value) => setState({ status: value, page: 1 })}>
          <Select.Trigger aria-label={t('accounts.statusFilter')} style={{ minWidth: 150 }} />
          <Select.Content>
            <Select.Item value="all">{t('accounts.allStatuses')}</Select.Item>
            <Select.Item value="trial">{t('accounts.status.trial')}</Select.Item>
            <Select.Item value="active">{t('accounts.status.active')}</Select.Item>
          </Select.Content>
        </Select.Root>
      </Flex>
      {error && !data ? (
        <Text as="div" color="red" my="4">
          {t('accounts.loadFailed')}
        </Text>
      ) : (
        <DataTable
          label={t('accounts.title')}
          columns={columns}
          data={data?.accounts ?? []}
          getRowId={(a) => String(a.id)}
          loading={isLoading}
          loadingText={t('accounts.loading')}
          emptyText={t('accounts.empty')}
          pagination={{ page: state.page, pageSize: PAGE_SIZE, total: data?.total ?? 0, onPageChange: (page) => setState({ page }), variant: 'simple' }}
        />
      )}
      <AccountDialog
        open={!!accountDialog}
        account={accountDialog?.account ?? null}
        onClose={() => setAccountDialog(null)}
        onSaved={() => {
          setAccountDialog(null);
          void mutate();
        }}
        onEditUser={(user) => {
          setAccountDialog(null);
          setUserDialog({ accountId: user.accountId, user });
        }}
      />
      <AdminUserDialog
        open={!!userDialog}
        accountId={userDialog?.accountId ?? null}
        user={userDialog?.user ?? null}
        onClose={() => setUserDialog(null)}
        onSaved={() => {
          setUserDialog(null);
          setAccountDialog(null);
          void mutate();
        }}
      />
    </Box>
  );
}
