import { Box, Dialog, Flex, IconButton, Select, Text, TextField } from '@radix-ui/themes';
import { Pencil1Icon } from '@radix-ui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { BusinessNameSchema } from '../../../../modules/accounts/schema';
import { api } from '../../../shared/api';
import { useToast } from '../../../shared/toast';
import { FieldError } from '../FieldError';
import { FormActions } from '../FormActions';
import { DialogHeader } from './DialogHeader';
import { type AdminUser, type Account, serverMessage } from './types';

/** Create New Account / Edit Account (the edit form lists the account's admin users). */
export function AccountDialog({
  open,
  account,
  onClose,
  onSaved,
  onEditUser,
}: {
  open: boolean;
  account: Account | null;
  onClose: () => void;
  onSaved: () => void;
  onEditUser: (user: AdminUser) => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const editing = !!account;
  const [businessName, setBusinessName] = useState('');
  const [status, setStatus] = useState<'trial' | 'active'>('trial');
  const [users, setUsers] = useState<AdminUser[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    setBusinessName(account?.businessName ?? '');
    setStatus(account?.status ?? 'trial');
    setUsers(account?.adminUsers ?? []);
    setError(null);
    if (account) {
      api<{ adminUsers: AdminUser[] }>(`/api/accounts/${account.id}`, { area: 'admin' })
        .then((answer) => setUsers(answer.adminUsers))
        .catch(() => undefined);
    }
  }, [open, account]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!v.safeParse(BusinessNameSchema, businessName).success) {
      setError(t('accounts.errors.businessName'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await api(editing ? `/api/accounts/${account.id}` : '/api/accounts', {
        method: editing ? 'PUT' : 'POST',
        body: { businessName: businessName.trim(), status },
        area: 'admin',
      });
      toast({ title: t(editing ? 'accounts.toasts.updated' : 'accounts.toasts.created'), variant: 'success' });
      onSaved();
    } catch (e) {
      toast({
        title: t(editing ? 'accounts.errors.update' : 'accounts.errors.create'),
        description: serverMessage(e) ?? (e as Error).message,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      <Dialog.Content maxWidth="480px" aria-describedby={undefined}>
        <DialogHeader title={t(editing ? 'accounts.form.editTitle' : 'accounts.form.createTitle')} />
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3" mt="2">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('accounts.form.businessName')}
              </Text>
              <TextField.Root
                name="businessName"
                value={businessName}
                onChange={(e) => setBusinessName(e.target.value)}
                placeholder={t('accounts.form.businessNamePlaceholder')}
                aria-invalid={!!error}
              />
              {error && <FieldError text={error} />}
            </label>
            <Box>
              <Text as="div" size="2" weight="medium" mb="1" id="account-status-label">
                {t('accounts.form.status')}
              </Text>
              <Select.Root value={status} onValueChange={(value) => setStatus(value as 'trial' | 'active')}>
                <Select.Trigger aria-labelledby="account-status-label" style={{ width: '100%' }} />
                <Select.Content>
                  <Select.Item value="trial">{t('accounts.status.trial')}</Select.Item>
                  <Select.Item value="active">{t('accounts.status.active')}</Select.Item>
                </Select.Content>
              </Select.Root>
            </Box>
            {editing && (
              <Box>
                <Text as="div" size="2" weight="medium" mb="1">
                  {t('accounts.form.adminUsers')}
                </Text>
                {users.length === 0 ? (
                  <Text size="2" color="gray">
                    {t('accounts.noAdminUsers')}
                  </Text>
                ) : (
                  <Flex direction="column" gap="1">
                    {users.map((user) => (
                      <Flex
                        key={user.id}
                        align="center"
                        justify="between"
                        gap="2"
                        px="2"
                        py="1"
                        style={{ background: 'var(--gray-a2)', borderRadius: 'var(--radius-2)' }}
                      >
                        <Text size="2">{user.email}</Text>
                        <IconButton
                          type="button"
                          size="1"
                          variant="ghost"
                          aria-label={t('accounts.editUserOf', { email: user.email })}
                          onClick={() => onEditUser(user)}
                        >
                          <Pencil1Icon />
                        </IconButton>
                      </Flex>
                    ))}
                  </Flex>
                )}
              </Box>
            )}
            <FormActions onCancel={onClose} saving={saving} submitLabel={t(editing ? 'accounts.form.save' : 'accounts.form.create')} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
