import type { AppRouter } from '../context.js';
import { aiRoutes } from './ai.js';
import { authRoutes } from './auth.js';
import { healthRoutes } from './health.js';
import { accountRoutes } from './account.js';
import { adminCatalogRoutes } from './admin-catalog.js';
import { adminAccountRoutes } from './admin-accounts.js';
import { portalRoutes } from './portal.js';
import { proxyImageRoutes } from './proxy-image.js';
import { saveProductImagesRoutes } from './save-product-images.js';
import { facebookRoutes } from './facebook.js';
import { simulatorRoutes } from './simulator.js';
import { campaignRoutes } from './campaigns.js';
import { adminOutboxRoutes } from './admin-outbox.js';
import { storyRoutes } from './stories.js';
import { auditRoutes } from './audit.js';
import { calendarRoutes } from './calendar.js';
import { teamRoutes } from './team.js';
import { mediaRoutes } from './media.js';
import { analyticsRoutes } from './analytics.js';

/** Every route registrar of the API, in one list. */
export const routeRegistrars: ((router: AppRouter) => void)[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  aiRoutes,
  adminCatalogRoutes,
  adminAccountRoutes,
  portalRoutes,
  proxyImageRoutes,
  saveProductImagesRoutes,
  facebookRoutes,
  simulatorRoutes,
  campaignRoutes,
  adminOutboxRoutes,
  storyRoutes,
  auditRoutes,
  calendarRoutes,
  teamRoutes,
  mediaRoutes,
  analyticsRoutes,
];
