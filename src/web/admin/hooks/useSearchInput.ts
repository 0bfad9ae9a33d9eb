import { useEffect, useRef, useState } from 'react';

/**
 * A list's search box: its text goes to the list (`onSearch`, trimmed) 300 ms after the last
 * keystroke, and it follows the list's own query when that changes (a link, Back).
 */
export function useSearchInput(query: string, onSearch: (query: string) => void) {
  const [text, setText] = useState(query);
  const latest = useRef(onSearch);
  latest.current = onSearch;
  useEffect(() => {
    if (text.trim() === query) return;
    const id = window.setTimeout(() => latest.current(text.trim()), 300);
    return () => window.clearTimeout(id);
  }, [text, query]);
  useEffect(() => setText(query), [query]);
  return [text, setText] as const;
}
