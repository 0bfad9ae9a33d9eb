// The Radix component rules the sign-in pages never use (main.tsx's components.css holds theirs):
// see radixThemesCss in scripts/vite-plugins.ts.
import '@radix-ui/themes/components.css?screens';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';

/**
 * What every screen after sign-in runs under and the sign-in pages do without: the rest of Radix's
 * component CSS, swr's settings and Radix's tooltip provider (Radix Themes' Theme renders none in this build: see
 * radixThemeTooltipProvider in scripts/vite-plugins.ts). They sit here, loaded with each such page
 * (shared/screen.ts), so the first screen downloads neither swr nor the tooltip's positioning code.
 */
export default function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ shouldRetryOnError: false }}>
      {/* Theme's own delay. */}
      <Tooltip.Provider delayDuration={200}>{children}</Tooltip.Provider>
    </SWRConfig>
  );
}
