import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Link, useLocation, useSearch } from 'wouter';
import { api, portalFetcher, VIEW_AS_KEY, viewAsAccount } from '../../shared/api';
import { useSession, type SessionUser } from '../../shared/hooks/useSession';
import { setLanguage, storedLanguageChoice, type UiLanguage } from '../../shared/i18n';
import { useToast } from '../../shared/toast';
import { PortalContext, type PortalAccount } from '../hooks/usePortal';
import { rememberPreLoginPath } from '../redirect';
import { Notice } from '../../shared/components/Notice';

// The account's interface language is applied once per page load; after that the switcher rules.
let accountLanguageApplied = false;

function Centered({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" align="center" justify="center" gap="3" style={{ minHeight: '100vh' }} p="4">
      {children}
    </Flex>
  );
}

/**
 * business-portal.md §2 guard: while the session is verified a spinner shows; when signed out the
 * current path is stored for after login, a toast shows and the user goes to /business/login.
 * A platform admin passes too when viewing an account (/portal?account={id}); the account the
 * portal acts on is loaded here, and a business user's interface language starts from it.
 */
export function PortalGuard({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation('portal');
  const session = useSession('portal', 'any');
  const toast = useToast();
  const [location, navigate] = useLocation();
  const search = useSearch();

  // /portal/...?account={id} (admins): remember which account this tab is viewing.
  const named = new URLSearchParams(search).get('account');
  if (named && /^\d+$/.test(named) && sessionStorage.getItem(VIEW_AS_KEY) !== named) sessionStorage.setItem(VIEW_AS_KEY, named);

  const signedIn = session.status === 'signed-in' ? session.user : undefined;
  const isAdmin = signedIn?.role === 'admin';
  const canLoad = !!signedIn && (!isAdmin || !!viewAsAccount());
  const account = useSWR<{ success: boolean; account: PortalAccount; uploadMaxMb: number }>(
    canLoad ? ['/api/account', viewAsAccount()] : null,
    ([path]: [string]) => portalFetcher(path),
  );

  useEffect(() => {
    if (session.status === 'signed-out') {
      rememberPreLoginPath(location + window.location.search);
      toast({ title: t('guard.requiredTitle'), description: t('guard.requiredBody'), variant: 'destructive' });
      navigate('/business/login', { replace: true });
    }
  }, [session.status, location, navigate, t, toast]);

  // The account's language is the one value the header and Setup show; it changes here first (so
  // both show the new value at once), then on the server.
  const mutateAccount = account.mutate;
  const saveUiLanguage = useCallback(
    async (language: UiLanguage) => {
      await mutateAccount((current) => current && { ...current, account: { ...current.account, uiLanguage: language } }, { revalidate: false });
      await api('/api/account/language', { method: 'PUT', body: { uiLanguage: language } }).catch((error) =>
        console.warn('Could not save the interface language', error),
      );
    },
    [mutateAccount],
  );

  // business-portal.md §4: the account's language, else local storage's, else en. An account that
  // never chose one keeps the language the visitor chose (on the sign-in page, say), which becomes its own.
  useEffect(() => {
    const data = account.data?.account;
    if (data && !isAdmin && !accountLanguageApplied) {
      accountLanguageApplied = true;
      const chosen = storedLanguageChoice();
      if (data.uiLanguage) setLanguage(data.uiLanguage);
      else if (chosen) void saveUiLanguage(chosen);
    }
  }, [account.data, isAdmin, saveUiLanguage]);

  if (session.status === 'error' || account.error) {
    const error = (session.status === 'error' ? session.error : account.error) as Error;
    return (
      <Centered>
        <Notice tone="error" role="alert">
          <Text weight="bold">{t('guard.errorTitle')}</Text> — {error.message}
        </Notice>
      </Centered>
    );
  }
  if (signedIn && isAdmin && !viewAsAccount()) {
    return (
      <Centered>
        <Notice tone="info" color="blue">
          {t('guard.chooseAccount')}
        </Notice>
        <Button asChild variant="soft">
          <Link href="/admin/dashboard/accounts">{t('guard.toAccounts')}</Link>
        </Button>
      </Centered>
    );
  }
  if (!signedIn || !account.data) {
    return (
      <Centered>
        <Spinner size="3" />
        <Text color="gray">{t('guard.verifying')}</Text>
      </Centered>
    );
  }
  return (
    <PortalContext.Provider
      value={{ user: signedIn, account: account.data.account, uploadMaxMb: account.data.uploadMaxMb, viewingAs: isAdmin, saveUiLanguage }}
    >
      {children(signedIn)}
    </PortalContext.Provider>
  );
}
