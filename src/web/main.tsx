// Radix Themes in its layers (styles.css is these three) with only the colour palettes the app
// names: the full token layer carries all 31, 35 KB gzipped on every first screen. These are the
// grays (pure, and mauve for the theme), the accent (iris) and the colours screens pass to `color`
// or read as var(--name-n); the build fails when a screen names one not imported here, and drops
// the CSS of components and breakpoints the app never uses (radixThemesCss, scripts/vite-plugins.ts).
import '@radix-ui/themes/tokens/colors/gray.css';
import '@radix-ui/themes/tokens/colors/mauve.css';
import '@radix-ui/themes/tokens/colors/amber.css';
import '@radix-ui/themes/tokens/colors/blue.css';
import '@radix-ui/themes/tokens/colors/crimson.css';
import '@radix-ui/themes/tokens/colors/green.css';
import '@radix-ui/themes/tokens/colors/iris.css';
import '@radix-ui/themes/tokens/colors/orange.css';
import '@radix-ui/themes/tokens/colors/pink.css';
import '@radix-ui/themes/tokens/colors/red.css';
import '@radix-ui/themes/tokens/base.css';
import '@radix-ui/themes/components.css';
import '@radix-ui/themes/utilities.css';
import './styles.css';
import './shared/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ThemeProvider } from './shared/theme';
import { ToastProvider } from './shared/toast';
import { storedLanguage } from './shared/i18n';

document.documentElement.lang = storedLanguage();
// Loaded after the first screen: no sign-in page has a dialog, and their 170 KB budget is spent.
void import('./shared/back-closes-dialogs').then((m) => m.installBackClosesDialogs());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* swr's settings: shared/screen-providers.tsx, with each screen after sign-in. */}
    <ThemeProvider>
      <ToastProvider>
        <App />
      </ToastProvider>
    </ThemeProvider>
  </StrictMode>,
);
