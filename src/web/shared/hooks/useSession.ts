import { useEffect, useState } from 'react';
import { api, tokens, type Area } from '../api';

export interface SessionUser {
  id: number;
  role: 'admin' | 'business_admin' | 'editor' | 'reviewer';
  accountId?: number;
  username?: string;
  email?: string;
}

export type SessionState = { status: 'checking' } | { status: 'signed-in'; user: SessionUser } | { status: 'signed-out' } | { status: 'error'; error: Error };

/**
 * Verifies the stored session with GET /api/auth/verify. A failed verification removes the stored
 * token (admin-area.md §8) and reports signed-out; a network failure reports an error.
 */
export function useSession(area: Area, expectedRole: SessionUser['role'] | 'any'): SessionState {
  const [state, setState] = useState<SessionState>({ status: 'checking' });
  useEffect(() => {
    let cancelled = false;
    api<{ success: boolean; user: SessionUser }>('/api/auth/verify', { area })
      .then((answer) => {
        if (cancelled) return;
        if (answer.success && (expectedRole === 'any' || answer.user.role === expectedRole)) setState({ status: 'signed-in', user: answer.user });
        else setState({ status: 'signed-out' });
      })
      .catch((error: { status?: number }) => {
        if (cancelled) return;
        if (error.status === 401 || error.status === 403) {
          if (area === 'admin') tokens.clearAdmin();
          else tokens.clearBusiness();
          setState({ status: 'signed-out' });
        } else setState({ status: 'error', error: error as Error });
      });
    return () => {
      cancelled = true;
    };
  }, [area, expectedRole]);
  return state;
}

/** Logs out server-side, then clears all local and session storage, even when the call fails. */
export async function logout(area: Area): Promise<void> {
  try {
    await api('/api/auth/logout', { method: 'POST', area });
  } finally {
    const keep = { language: localStorage.getItem('language'), theme: localStorage.getItem('theme') };
    localStorage.clear();
    sessionStorage.clear();
    if (keep.language) localStorage.setItem('language', keep.language);
    if (keep.theme) localStorage.setItem('theme', keep.theme);
  }
}
