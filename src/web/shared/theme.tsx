import { Theme } from '@radix-ui/themes';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Light, dark or system; stored under THEME_KEY; default light (business-portal.md §9). */
export type ThemeChoice = 'light' | 'dark' | 'system';
const THEME_KEY = 'theme';

const ThemeContext = createContext<{ choice: ThemeChoice; setChoice: (c: ThemeChoice) => void }>({ choice: 'light', setChoice: () => {} });

function readChoice(): ThemeChoice {
  const value = localStorage.getItem(THEME_KEY);
  return value === 'dark' || value === 'system' ? value : 'light';
}

function systemPrefersDark() {
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const [systemDark, setSystemDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof matchMedia === 'undefined') return;
    const query = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => setSystemDark(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  const appearance = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
  useEffect(() => {
    document.documentElement.style.colorScheme = appearance;
  }, [appearance]);
  const setChoice = (c: ThemeChoice) => {
    localStorage.setItem(THEME_KEY, c);
    setChoiceState(c);
  };
  return (
    <ThemeContext.Provider value={{ choice, setChoice }}>
      <Theme appearance={appearance} accentColor="iris" grayColor="mauve" radius="medium" scaling="100%">
        {children}
      </Theme>
    </ThemeContext.Provider>
  );
}

export const useTheme = () => useContext(ThemeContext);
