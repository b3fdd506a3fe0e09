import { useCallback } from 'react';
import { translateActive as translate } from './catalogs';
import { appState } from '../state/app-state';
import { useSharedState } from '../state/shared-state';

export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** Translates with the current language, outside React (request layer, toasts). */
export const t: Translate = (key, params) => translate(appState.get().lang, key, params);

/** The current language and a translate function that follows it. */
export function useT(): Translate {
  const lang = useSharedState(appState, (s) => s.lang);
  return useCallback((key, params) => translate(lang, key, params), [lang]);
}

export const useLang = () => useSharedState(appState, (s) => s.lang);

/**
 * Keeps `document.title` translated (docs/ui.md) as the language changes: the page's title and the
 * app's (src/routes/title.ts), the same text the shell sets on navigation, so the two never race.
 */
let unbindTitle: (() => void) | undefined;

export function bindDocumentTitle(titleOf: (pathname: string, search: string) => string): () => void {
  // written only when changed: the app's state changes often, and each write of `lang` makes the
  // browser restyle the whole page
  const apply = () => {
    const title = titleOf(window.location.pathname, window.location.search);
    if (document.title !== title) document.title = title;
    const { lang } = appState.get();
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  };
  // one binding at a time: the app's replaces the login page's
  unbindTitle?.();
  apply();
  const unsubscribe = appState.subscribe(apply);
  unbindTitle = unsubscribe;
  return unsubscribe;
}
