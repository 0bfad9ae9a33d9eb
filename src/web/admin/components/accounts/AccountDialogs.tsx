import { Box, Button, Dialog, Flex, IconButton, Select, Text, TextField } from '@radix-ui/themes';
import { FormActions } from '../FormActions';
import { Cross2Icon, EyeClosedIcon, EyeOpenIcon, Pencil1Icon } from '@radix-ui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { AdminUserEmailSchema, BusinessNameSchema, NewPasswordSchema } from '../../../../modules/accounts/schema';
import { api, ApiError } from '../../../shared/api';
import { useToast } from '../../../shared/toast';
import { FieldError } from '../products/ProductDialog';

export interface AdminUser {
  id: number;
  accountId: number;
  email: string;
}
export interface Account {
  id: number;
  businessName: string;
  status: 'trial' | 'active';
  createdAt: string;
  adminUsers: AdminUser[];
}

const serverMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : undefined);

function DialogHeader({ title }: { title: string }) {
  const { t } = useTranslation('admin');
  return (
    <Flex justify="between" align="start">
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Close>
        <IconButton variant="ghost" color="gray" aria-label={t('common:close')}>
          <Cross2Icon />
        </IconButton>
      </Dialog.Close>
    </Flex>
  );
}

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
  }, [open, account?.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!v.safeParse(BusinessNameSchema, businessName).success) {
      setError(t('accounts.errors.businessName'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await api(editing ? `/api/accounts/${account!.id}` : '/api/accounts', { method: editing ? 'PUT' : 'POST', body: { businessName: businessName.trim(), status }, area: 'admin' });
      toast({ title: t(editing ? 'accounts.toasts.updated' : 'accounts.toasts.created'), variant: 'success' });
      onSaved();
    } catch (e) {
      toast({ title: t(editing ? 'accounts.errors.update' : 'accounts.errors.create'), description: serverMessage(e) ?? (e as Error).message, variant: 'destructive' });
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
              <TextField.Root name="businessName" value={businessName} onChange={(e) => setBusinessName(e.target.value)} placeholder={t('accounts.form.businessNamePlaceholder')} aria-invalid={!!error} />
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
                      <Flex key={user.id} align="center" justify="between" gap="2" px="2" py="1" style={{ background: 'var(--gray-a2)', borderRadius: 'var(--radius-2)' }}>
                        <Text size="2">{user.email}</Text>
                        <IconButton type="button" size="1" variant="ghost" aria-label={t('accounts.editUserOf', { email: user.email })} onClick={() => onEditUser(user)}>
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

/** Add Admin User / Edit Admin User: the account id is read-only; a new password is always required. */
export function AdminUserDialog({
  open,
  accountId,
  user,
  onClose,
  onSaved,
}: {
  open: boolean;
  accountId: number | null;
  /** The user to edit; null to add one to `accountId`. */
  user: AdminUser | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const editing = !!user;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string; accountId?: string }>({});
  const [saving, setSaving] = useState(false);
  const account = user?.accountId ?? accountId;

  useEffect(() => {
    if (!open) return;
    setEmail(user?.email ?? '');
    setPassword('');
    setShowPassword(false);
    setErrors({});
  }, [open, user?.id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!account || account < 1) found.accountId = t('accounts.errors.account');
    if (!v.safeParse(AdminUserEmailSchema, email).success) found.email = t('accounts.errors.email');
    if (!v.safeParse(NewPasswordSchema, password).success) found.password = t('accounts.errors.password');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      if (editing) await api(`/api/admin-users/${user!.id}`, { method: 'PUT', body: { email: email.trim(), password }, area: 'admin' });
      else await api('/api/admin-users', { body: { accountId: account, email: email.trim(), password }, area: 'admin' });
      toast({ title: t(editing ? 'accounts.toasts.userUpdated' : 'accounts.toasts.userCreated'), variant: 'success' });
      onSaved();
    } catch (e) {
      const message = serverMessage(e) ?? (e as Error).message;
      if (e instanceof ApiError && e.status === 409) setErrors({ email: message });
      toast({ title: t(editing ? 'accounts.errors.updateUser' : 'accounts.errors.createUser'), description: message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !saving && onClose()}>
      <Dialog.Content maxWidth="440px" aria-describedby={undefined}>
        <DialogHeader title={t(editing ? 'accounts.userForm.editTitle' : 'accounts.userForm.addTitle')} />
        <form onSubmit={submit} noValidate>
          <Flex direction="column" gap="3" mt="2">
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('accounts.userForm.accountId')}
              </Text>
              <TextField.Root name="accountId" value={account ? String(account) : ''} readOnly aria-readonly />
              {errors.accountId && <FieldError text={errors.accountId} />}
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t('accounts.userForm.email')}
              </Text>
              <TextField.Root name="email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="name@clinic.com" aria-invalid={!!errors.email} />
              {errors.email && <FieldError text={errors.email} />}
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t(editing ? 'accounts.userForm.newPassword' : 'accounts.userForm.password')}
              </Text>
              <TextField.Root name="password" type={showPassword ? 'text' : 'password'} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} aria-invalid={!!errors.password}>
                <TextField.Slot side="right">
                  <IconButton type="button" size="1" variant="ghost" onClick={() => setShowPassword((s) => !s)} aria-label={t(showPassword ? 'actions.hide' : 'actions.show')}>
                    {showPassword ? <EyeClosedIcon /> : <EyeOpenIcon />}
                  </IconButton>
                </TextField.Slot>
              </TextField.Root>
              {errors.password && <FieldError text={errors.password} />}
              {editing && !errors.password && (
                <Text as="div" size="1" color="gray" mt="1">
                  {t('accounts.userForm.newPasswordHint')}
                </Text>
              )}
            </label>
            <FormActions onCancel={onClose} saving={saving} submitLabel={t(editing ? 'accounts.userForm.save' : 'accounts.userForm.create')} />
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export const accountStatusColor = (status: string) => (status === 'active' ? 'green' : 'blue') as 'green' | 'blue';
