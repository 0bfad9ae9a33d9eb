import { Dialog, Flex, IconButton, Text, TextField } from '@radix-ui/themes';
import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { AdminUserEmailSchema, NewPasswordSchema } from '../../../../modules/accounts/schema';
import { api, ApiError } from '../../../shared/api';
import { useToast } from '../../../shared/toast';
import { FieldError } from '../FieldError';
import { FormActions } from '../FormActions';
import { DialogHeader } from './DialogHeader';
import { type AdminUser, serverMessage } from './types';

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
  }, [open, user]);

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
      if (editing) await api(`/api/admin-users/${user.id}`, { method: 'PUT', body: { email: email.trim(), password }, area: 'admin' });
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
              <TextField.Root
                name="email"
                type="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                placeholder="name@clinic.com"
                aria-invalid={!!errors.email}
              />
              {errors.email && <FieldError text={errors.email} />}
            </label>
            <label>
              <Text as="div" size="2" weight="medium" mb="1">
                {t(editing ? 'accounts.userForm.newPassword' : 'accounts.userForm.password')}
              </Text>
              <TextField.Root
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                aria-invalid={!!errors.password}
              >
                <TextField.Slot side="right">
                  <IconButton
                    type="button"
                    size="1"
                    variant="ghost"
                    onClick={() => setShowPassword((s) => !s)}
                    aria-label={t(showPassword ? 'actions.hide' : 'actions.show')}
                  >
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
