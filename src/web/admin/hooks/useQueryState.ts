import { useCallback, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

type Value = string | number | null | undefined;

/**
 * List state (search, filter, sort, page) kept in the URL's query string, so a reload or a shared
 * link shows the same list. Values equal to their default are left out of the URL. The defaults are
 * the list's constants: the first render's are kept (callers pass a new literal each render).
 */
export function useQueryState<D extends Record<string, string | number>>(initialDefaults: D) {
  const [defaults] = useState(initialDefaults);
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
  }, [search, defaults]);
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
    [location, navigate, defaults],
  );
  return [values, set] as const;
}
