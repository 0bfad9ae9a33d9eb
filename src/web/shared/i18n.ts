import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './locales/en/common.json';
import elCommon from './locales/el/common.json';
import enAdmin from './locales/en/admin.json';
import elAdmin from './locales/el/admin.json';
import enPortal from './locales/en/portal.json';
import elPortal from './locales/el/portal.json';
import enCompliance from './locales/en/compliance.json';
import elCompliance from './locales/el/compliance.json';
import enCampaigns from './locales/en/campaigns.json';
import elCampaigns from './locales/el/campaigns.json';
import enOutbox from './locales/en/outbox.json';
import elOutbox from './locales/el/outbox.json';
import enStory from './locales/en/story.json';
import elStory from './locales/el/story.json';

/**
 * i18next with one namespace per area (common, admin, portal), one for the compliance guard's
 * findings (shared by both areas), and one per large screen (campaigns, outbox, story), each complete in
 * en and el.
 * A test (src/web/shared/i18n.test.ts) fails when an en key lacks an el value.
 */
export const resources = {
  en: { common: enCommon, admin: enAdmin, portal: enPortal, compliance: enCompliance, campaigns: enCampaigns, outbox: enOutbox, story: enStory },
  el: { common: elCommon, admin: elAdmin, portal: elPortal, compliance: elCompliance, campaigns: elCampaigns, outbox: elOutbox, story: elStory },
} as const;

export const LANGUAGE_KEY = 'language';
export type UiLanguage = 'en' | 'el';

export function storedLanguage(): UiLanguage {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === 'el' ? 'el' : 'en';
  } catch {
    return 'en';
  }
}

export function setLanguage(language: UiLanguage): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources,
  lng: typeof localStorage === 'undefined' ? 'en' : storedLanguage(),
  fallbackLng: 'en',
  ns: ['common', 'admin', 'portal', 'compliance', 'campaigns', 'outbox', 'story'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export default i18n;
