import { createContext, useContext } from 'react';
import useSWR from 'swr';
import { portalFetcher } from '../../shared/api';
import type { SessionUser } from '../../shared/hooks/useSession';

export interface PortalAccount {
  id: number;
  businessName: string;
  /** null until the account chooses one (the interface then keeps the browser's choice). */
  uiLanguage: 'en' | 'el' | null;
  contentLanguage: 'en' | 'el';
}

export interface SetupStatus {
  success: boolean;
  hasSettings: boolean;
  hasProducts: boolean;
  hasPlatforms: boolean;
  nextStep: 'setup' | 'products' | 'platforms' | 'campaigns';
}

export interface PortalContextValue {
  user: SessionUser;
  account: PortalAccount;
  /** The largest upload the server takes (UPLOAD_MAX_MB), from GET /api/account. */
  uploadMaxMb: number;
  /** True when a platform admin is looking at this account's portal (/portal?account={id}). */
  viewingAs: boolean;
  /**
   * Saves the account's interface language (PUT /api/account/language): the one value the header's
   * switcher and Setup's field both show and change. Errors are only logged (business-portal.md §7).
   */
  saveUiLanguage: (language: 'en' | 'el') => Promise<void>;
}

export const PortalContext = createContext<PortalContextValue | null>(null);

/** The signed-in user and the account the portal acts on (inside PortalGuard). */
export function usePortal(): PortalContextValue | null {
  return useContext(PortalContext);
}

/** UPLOAD_MAX_MB's default, for a screen outside the portal's guard. */
const DEFAULT_UPLOAD_MAX_MB = 10;

/** The largest upload the server takes, in MB (the screens refuse a larger file before sending it). */
export function useUploadMaxMb(): number {
  return useContext(PortalContext)?.uploadMaxMb ?? DEFAULT_UPLOAD_MAX_MB;
}

/**
 * Whether the signed-in user may schedule and publish (issue 23): an editor writes and proposes
 * times, and does not see buttons the server would refuse. Outside the portal's guard: true.
 */
export function useMayPublish(): boolean {
  return useContext(PortalContext)?.user.role !== 'editor';
}

export const SETUP_STATUS_KEY = '/api/v2/setup-status';

/** Which steps are complete (the sidebar's ticks); refetched whenever a step saves. */
export function useSetupStatus() {
  return useSWR<SetupStatus>(SETUP_STATUS_KEY, portalFetcher, { revalidateOnFocus: true });
}
