import type { AppRouter } from '../context.js';
import { aiRoutes } from './ai.js';
import { authRoutes } from './auth.js';
import { healthRoutes } from './health.js';

/** Every route registrar of the API, in one list. */
export const routeRegistrars: ((router: AppRouter) => void)[] = [healthRoutes, authRoutes, aiRoutes];
