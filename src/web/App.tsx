import { Flex, Spinner } from '@radix-ui/themes';
import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { VIEW_AS_KEY } from './shared/api';
import { nextSetupStep } from './portal/redirect';
import { PortalGuard } from './portal/components/PortalGuard';

// Route pages load lazily (one chunk per area).
const BusinessLogin = lazy(() => import('./portal/scenes/BusinessLogin'));
const Setup = lazy(() => import('./portal/scenes/Setup'));
const Products = lazy(() => import('./portal/scenes/Products'));
const Campaigns = lazy(() => import('./portal/scenes/Campaigns'));
const SchedulePeriod = lazy(() => import('./shared/scenes/SchedulePeriod'));
const Platforms = lazy(() => import('./portal/scenes/Platforms'));
const FacebookPages = lazy(() => import('./portal/scenes/FacebookPages'));
const DeletePost = lazy(() => import('./portal/scenes/DeletePost'));
const InstagramStory = lazy(() => import('./portal/scenes/InstagramStory'));
const FacebookTest = lazy(() => import('./portal/scenes/FacebookTest'));
const Simulator = lazy(() => import('./shared/scenes/Simulator'));
const TermsOfService = lazy(() => import('./portal/scenes/Legal').then((m) => ({ default: m.TermsOfService })));
const PrivacyPolicy = lazy(() => import('./portal/scenes/Legal').then((m) => ({ default: m.PrivacyPolicy })));
const AdminLogin = lazy(() => import('./admin/scenes/AdminLogin'));
const AdminDashboard = lazy(() => import('./admin/scenes/AdminDashboard'));
const ImageSearchTest = lazy(() => import('./admin/scenes/ImageSearchTest'));
const NotFound = lazy(() => import('./shared/scenes/NotFound'));

function Loading() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Spinner size="3" />
    </Flex>
  );
}

/** /business and /portal: sends the user to the next setup step; /portal?account={id} starts an admin's view of that account. */
function PortalHome() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const account = new URLSearchParams(search).get('account');
  if (account && /^\d+$/.test(account)) sessionStorage.setItem(VIEW_AS_KEY, account);
  return (
    <PortalGuard>
      {() => <GoToNextStep navigate={navigate} />}
    </PortalGuard>
  );
}

function GoToNextStep({ navigate }: { navigate: (to: string, options?: { replace?: boolean }) => void }) {
  useEffect(() => {
    void nextSetupStep().then((path) => navigate(path, { replace: true }));
  }, []);
  return <Loading />;
}

export function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/" component={BusinessLogin} />
        <Route path="/login" component={BusinessLogin} />
        <Route path="/business/login" component={BusinessLogin} />
        <Route path="/business" component={PortalHome} />
        <Route path="/portal" component={PortalHome} />
        <Route path="/business/settings">
          <Redirect to="/business/setup" replace />
        </Route>
        <Route path="/business/setup" component={Setup} />
        <Route path="/portal/setup" component={Setup} />
        <Route path="/business/products" component={Products} />
        <Route path="/portal/products" component={Products} />
        <Route path="/business/platforms" component={Platforms} />
        <Route path="/portal/platforms" component={Platforms} />
        <Route path="/business/campaigns" component={Campaigns} />
        <Route path="/portal/campaigns" component={Campaigns} />
        <Route path="/schedule-period" component={SchedulePeriod} />
        <Route path="/business/delete-post" component={DeletePost} />
        <Route path="/business/instagram-story" component={InstagramStory} />
        <Route path="/portal/instagram-story" component={InstagramStory} />
        <Route path="/instagram_story" component={InstagramStory} />
        <Route path="/portal/facebook-pages" component={FacebookPages} />
        <Route path="/facebook-test" component={FacebookTest} />
        <Route path="/simulator" component={Simulator} />
        <Route path="/terms-of-service" component={TermsOfService} />
        <Route path="/privacy-policy" component={PrivacyPolicy} />
        <Route path="/admin" component={AdminLogin} />
        <Route path="/admin/dashboard" component={AdminDashboard} />
        <Route path="/admin/dashboard/:section" component={AdminDashboard} />
        <Route path="/admin/image-test" component={ImageSearchTest} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
