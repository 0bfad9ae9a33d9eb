import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

type Value = string | number | null | undefined;

/**
 * List state (search, filter, sort, page) kept in the URL's query string, so a reload or a shared
 * link shows the same list. Values equal to their default are left out of the URL.
 */
export function useQueryState<D extends Record<string, string | number>>(defaults: D) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const values = useMemo(() => {
    const params = new URLSearchParams(search);
    const out: Record<string, string | number> = {};
    for (const [key, fallback] of Object.entries(defaults)) {
      const raw = params.get(key);
      if (raw === null || raw === '') out[key] = fallback;
      else if (typeof fallback === 'number') out[key] = Number.isFinite(Number(raw)) && Number(raw) > 0 ? Math.floor(Number(raw)) : fallback;
      else out[key] = raw;
    }
    return out as { [K in keyof D]: D[K] extends number ? number : string };
  }, [search]);
  const set = useCallback(
    (changes: Partial<Record<keyof D, Value>>) => {
      const params = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '' || String(value) === String(defaults[key])) params.delete(key);
        else params.set(key, String(value));
      }
      const query = params.toString();
      navigate(`${location}${query ? `?${query}` : ''}`, { replace: true });
    },
    [location],
  );
  return [values, set] as const;
}
