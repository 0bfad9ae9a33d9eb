import '@radix-ui/themes/styles.css';
import './styles.css';
import './shared/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { App } from './App';
import { ThemeProvider } from './shared/theme';
import { ToastProvider } from './shared/toast';
import { storedLanguage } from './shared/i18n';

document.documentElement.lang = storedLanguage();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SWRConfig value={{ shouldRetryOnError: false }}>
      <ThemeProvider>
        <ToastProvider>
          <App />
        </ToastProvider>
      </ThemeProvider>
    </SWRConfig>
  </StrictMode>,
);
