import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageLoading } from './shared/components/PageLoading';
import { loadNamespaces, type Namespace } from './shared/i18n';
import { screen } from './shared/screen';

/**
 * A route page: its code and the strings it shows load together, in parallel, when the route is
 * first visited, so the first screen downloads neither the other area's code nor its strings.
 * The namespaces listed are those the page's files use (scripts/web-graph.test.ts checks them);
 * common is always loaded. `errors` holds the server's messages (shared/messages.ts): every page that
 * calls the API after sign-in loads it; the sign-in pages find theirs in common. The sign-in pages
 * are `page`s; every other page is a `screen` (shared/screen.ts), which also loads the providers
 * only screens after sign-in need (swr's settings, Radix's tooltip provider).
 */
function page<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, ...namespaces: Namespace[]) {
  return lazy(() => Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => module));
}

const BusinessLogin = page(() => import('./portal/scenes/BusinessLogin'), 'signin');
const PortalHome = screen(() => import('./portal/scenes/PortalHome'), 'portal', 'errors');
const Setup = screen(() => import('./portal/scenes/Setup'), 'portal', 'team', 'errors');
const Products = screen(() => import('./portal/scenes/Products'), 'portal', 'compliance', 'errors');
const Campaigns = screen(() => import('./portal/scenes/Campaigns'), 'portal', 'campaigns', 'compliance', 'story', 'errors');
const Calendar = screen(() => import('./portal/scenes/Calendar'), 'portal', 'calendar', 'campaigns', 'compliance', 'errors');
const SchedulePeriod = screen(() => import('./shared/scenes/SchedulePeriod'), 'campaigns', 'compliance', 'errors');
const Platforms = screen(() => import('./portal/scenes/Platforms'), 'portal', 'errors');
const FacebookPages = screen(() => import('./portal/scenes/FacebookPages'), 'portal', 'errors');
const DeletePost = screen(() => import('./portal/scenes/DeletePost'), 'portal', 'errors');
const InstagramStory = screen(() => import('./portal/scenes/InstagramStory'), 'portal', 'story', 'errors');
const FacebookTest = screen(() => import('./portal/scenes/FacebookTest'), 'portal', 'errors');
const Simulator = screen(() => import('./shared/scenes/Simulator'), 'errors');
const TermsOfService = screen(() => import('./portal/scenes/Legal').then((m) => ({ default: m.TermsOfService })), 'portal');
const PrivacyPolicy = screen(() => import('./portal/scenes/Legal').then((m) => ({ default: m.PrivacyPolicy })), 'portal');
const AdminLogin = page(() => import('./admin/scenes/AdminLogin'), 'admin');
const AdminDashboard = screen(() => import('./admin/scenes/AdminDashboard'), 'admin', 'outbox', 'compliance', 'errors');
const AdminCalendar = screen(() => import('./admin/scenes/AdminCalendar'), 'admin', 'outbox', 'calendar', 'campaigns', 'errors');
const AuditLog = screen(() => import('./admin/scenes/AuditLog'), 'admin', 'outbox', 'audit', 'errors');
const Activity = screen(() => import('./portal/scenes/Activity'), 'portal', 'audit', 'team', 'errors');
const ImageSearchTest = screen(() => import('./admin/scenes/ImageSearchTest'), 'admin', 'outbox', 'compliance', 'errors');
// Issue 23's pages, one chunk (each lazy page costs the first screen's entry a few bytes): the Team page,
// and the pages of the e-mailed links and Forgot password? (AccountLinks), by path.
const Team = screen(() => import('./portal/scenes/Team'), 'portal', 'signin', 'team', 'errors');
// The Media Library (issue 21), its own chunks.
const MediaLibrary = screen(() => import('./portal/scenes/MediaLibrary'), 'portal', 'media', 'errors');
const AdminMedia = screen(() => import('./admin/scenes/AdminMedia'), 'admin', 'outbox', 'media', 'errors');
// Issue 21: the analytics screens, each its own chunk with the chart library (uPlot) and its strings.
const Analytics = screen(() => import('./portal/scenes/Analytics'), 'portal', 'analytics', 'errors');
const AdminAnalytics = screen(() => import('./admin/scenes/AdminAnalytics'), 'admin', 'outbox', 'analytics', 'errors');
const NotFound = screen(() => import('./shared/scenes/NotFound'));

export function App() {
  return (
    <Suspense fallback={<PageLoading />}>
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
        <Route path="/business/calendar" component={Calendar} />
        <Route path="/portal/calendar" component={Calendar} />
        <Route path="/business/media" component={MediaLibrary} />
        <Route path="/portal/media" component={MediaLibrary} />
        <Route path="/schedule-period" component={SchedulePeriod} />
        <Route path="/business/delete-post" component={DeletePost} />
        <Route path="/business/instagram-story" component={InstagramStory} />
        <Route path="/portal/instagram-story" component={InstagramStory} />
        <Route path="/instagram_story" component={InstagramStory} />
        <Route path="/portal/facebook-pages" component={FacebookPages} />
        <Route path="/business/activity" component={Activity} />
        <Route path="/portal/activity" component={Activity} />
        <Route path="/portal/team" component={Team} />
        <Route path="/portal/analytics" component={Analytics} />
        <Route path="/business/analytics" component={Analytics} />
        <Route path="/team/:page" component={Team} />
        <Route path="/facebook-test" component={FacebookTest} />
        <Route path="/simulator" component={Simulator} />
        <Route path="/terms-of-service" component={TermsOfService} />
        <Route path="/privacy-policy" component={PrivacyPolicy} />
        <Route path="/admin" component={AdminLogin} />
        <Route path="/admin/dashboard" component={AdminDashboard} />
        <Route path="/admin/dashboard/:section" component={AdminDashboard} />
        <Route path="/admin/image-test" component={ImageSearchTest} />
        <Route path="/admin/audit" component={AuditLog} />
        <Route path="/admin/calendar" component={AdminCalendar} />
        <Route path="/admin/media" component={AdminMedia} />
        <Route path="/admin/analytics" component={AdminAnalytics} />
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
