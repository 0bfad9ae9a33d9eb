import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { mutate } from 'swr';

/**
 * i18next with one namespace per area (common, admin, portal; the portal's sign-in page its own, signin), one for the compliance guard's
 * findings (shared by both areas), one per large screen (campaigns, outbox, story, audit) and one for the
 * server's and the schemas' messages (errors, see shared/messages.ts), each complete in
 * en and el (src/web/shared/i18n.test.ts fails when an en key lacks an el value). The English
 * `errors` are the message catalogue's own texts (english-messages.ts), the Greek locales/el/errors.json
 * (src/http/messages.test.ts checks every key has one).
 *
 * Each language's namespace is its own chunk, loaded when a page needs it: App.tsx loads a page's
 * namespaces beside its code, and a component whose namespace is not loaded yet suspends until it
 * is (react-i18next), so the portal's sign-in page never downloads the admin area's strings, nor
 * the other language's.
 */
// One line, as scripts/web-graph.test.ts reads it.
// prettier-ignore
export type Namespace = 'common' | 'admin' | 'portal' | 'signin' | 'compliance' | 'campaigns' | 'calendar' | 'outbox' | 'story' | 'audit' | 'team' | 'media' | 'analytics' | 'errors';

const strings = import.meta.glob<ResourceKey>('./locales/*/*.json', { import: 'default' });
// English server and schema messages come from the message catalogue itself (english-messages.ts).
const englishMessages = () => import('./english-messages').then((m) => m.default as ResourceKey);

const lazyStrings: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = language === 'en' && namespace === 'errors' ? englishMessages : strings[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no ${language} strings for ${namespace}`), false);
    load().then(
      (resources) => callback(null, resources),
      (error: Error) => callback(error, false),
    );
  },
};

export const LANGUAGE_KEY = 'language';
export type UiLanguage = 'en' | 'el';

export function storedLanguage(): UiLanguage {
  return storedLanguageChoice() ?? 'en';
}

/** The language this browser chose (the switcher on any page, the sign-in page's too), or null when it never chose. */
export function storedLanguageChoice(): UiLanguage | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === 'el' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}

export function setLanguage(language: UiLanguage): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
  // Answers written in the old language (catalogue names, notes) are fetched again in the new one.
  // Only on a real change: the portal's guard sets the account's language on every load, and a
  // refetch of everything then called Meta twice per screen (and replaced an answer just shown).
  if (i18n.resolvedLanguage === language) return;
  void i18n.changeLanguage(language).then(() => mutate(() => true));
}

/** Loads these namespaces in the current language (and keeps them for a later language change). */
export function loadNamespaces(namespaces: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]);
}

void i18n
  .use(lazyStrings)
  .use(initReactI18next)
  .init({
    lng: typeof localStorage === 'undefined' ? 'en' : storedLanguage(),
    supportedLngs: ['en', 'el'],
    // Both languages are complete (i18n.test.ts), so a Greek page need not download the English
    // strings as a fallback.
    fallbackLng: false,
    ns: ['common'],
    // Start loading the current language's strings now, so a page's own namespaces load beside its code.
    initAsync: false,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

export default i18n;
