import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { VIEW_AS_KEY } from '../../shared/api';
import { PageLoading } from '../../shared/components/PageLoading';
import { PortalGuard } from '../components/PortalGuard';
import { nextSetupStep } from '../redirect';

/** /business and /portal: sends the user to the next setup step; /portal?account={id} starts an admin's view of that account. */
export default function PortalHome() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const account = new URLSearchParams(search).get('account');
  if (account && /^\d+$/.test(account)) sessionStorage.setItem(VIEW_AS_KEY, account);
  return <PortalGuard>{() => <GoToNextStep navigate={navigate} />}</PortalGuard>;
}

function GoToNextStep({ navigate }: { navigate: (to: string, options?: { replace?: boolean }) => void }) {
  useEffect(() => {
    void nextSetupStep().then((path) => navigate(path, { replace: true }));
  }, [navigate]);
  return <PageLoading />;
}
