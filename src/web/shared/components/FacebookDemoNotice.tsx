import { Link as RadixLink, Text } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Notice } from './Notice';

/**
 * "Demo mode: posts go to the Facebook simulator", on every screen that talks to Facebook while
 * no Facebook app is configured (DESIGN.md: the UI says plainly when a default is in use).
 */
export function FacebookDemoNotice({ mode, linkToFeed = true }: { mode: 'facebook' | 'simulator' | undefined; linkToFeed?: boolean }) {
  const { t } = useTranslation();
  if (mode !== 'simulator') return null;
  return (
    <Notice tone="warning" icon={<InfoCircledIcon />} variant="surface" role="note" data-testid="facebook-demo-notice" mb="4">
      <Text weight="bold">{t('facebookDemo.notice')}</Text> {t('facebookDemo.detail')}
      {linkToFeed && (
        <>
          {' '}
          <RadixLink asChild weight="medium">
            <Link href="/simulator">{t('facebookDemo.seeFeed')}</Link>
          </RadixLink>
        </>
      )}
    </Notice>
  );
}

/** The Facebook "f" mark (Radix's icon set has none). */
export function FacebookLogo({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path fill="#fff" d="M13.4 19.5v-6h2l.3-2.4h-2.3V9.6c0-.7.2-1.2 1.2-1.2h1.2V6.3c-.2 0-1-.1-1.8-.1-1.8 0-3 1.1-3 3.1v1.8h-2v2.4h2v6h2.4z" />
    </svg>
  );
}
