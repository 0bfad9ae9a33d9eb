import { createElement, lazy, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from './i18n';

/**
 * A route page after sign-in (App.tsx): its code, its strings and the providers every such screen
 * runs under (shared/screen-providers.tsx) load together, in parallel, when the route is first
 * visited. The sign-in pages use App.tsx's `page`, which leaves the providers out.
 */
export function screen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, ...namespaces: Namespace[]) {
  return lazy(() =>
    Promise.all([load(), loadNamespaces(namespaces), import('./screen-providers')]).then(([module, , providers]) => {
      const Page = module.default;
      const Providers = providers.default;
      return { default: ((props: object) => createElement(Providers, null, createElement(Page, props))) as unknown as T };
    }),
  );
}
