import { DEFAULT_LOCALE, toLocale, type Locale } from '../../i18n/locales';
import { isMobileWidth } from '../layout/breakpoints';
import { localStore, StorageKey } from '../storage';
import { createSharedState } from './shared-state';

/** App state of docs/ui.md. `isFold`: the narrow-screen (mobile) layout is active. */
export interface AppState {
  menuCollapsed: boolean;
  isFold: boolean;
  country: string;
  pageLoading: boolean;
  lang: Locale;
}

export const DEFAULT_COUNTRY = 'ID';
/** The page-loading flag turns on after this delay (docs/ui.md). */
export const PAGE_LOADING_DELAY_MS = 50;

/** The browser's first language (`zh-CN`, `zh`, `en-GB`), for a first visit that has chosen none. */
const browserLanguage = (): string | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language);

// a phone's first render is the narrow layout already, not the wide one folded once it has shown
const narrowAtStart = typeof window !== 'undefined' && isMobileWidth(window.innerWidth);

export const appState = createSharedState<AppState>({
  menuCollapsed: narrowAtStart,
  isFold: narrowAtStart,
  country: localStore.get<string>(StorageKey.Country) ?? DEFAULT_COUNTRY,
  pageLoading: false,
  // the language chosen before, else the browser's (a Chinese browser gets the Chinese login page)
  lang: toLocale(localStore.get<string>(StorageKey.Language) ?? browserLanguage() ?? DEFAULT_LOCALE),
});

export function setLang(lang: Locale) {
  localStore.set(StorageKey.Language, lang);
  appState.set({ lang });
}

export function setCountry(country: string) {
  localStore.set(StorageKey.Country, country);
  appState.set({ country });
}

export function toggleMenu() {
  appState.set((s) => ({ menuCollapsed: !s.menuCollapsed }));
}

export function setMenuCollapsed(menuCollapsed: boolean) {
  appState.set({ menuCollapsed });
}

/** Entering the narrow layout folds the menu away; leaving it shows the menu again. */
export function setFold(isFold: boolean) {
  if (appState.get().isFold !== isFold) appState.set({ isFold, menuCollapsed: isFold });
}

/** The waits going on (a page's shape drawn, its code loading), and the timer of the first. */
let waiting = 0;
let loadingTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Page loading: on after PAGE_LOADING_DELAY_MS (quick loads never flash), off at once when the last wait ends. One
 * shape replacing another (the shell's three waits on a fresh load) is one wait: the timer set at
 * its start runs on, not cleared and set again in the commit that swaps them.
 */
export const pageLoading = {
  start() {
    waiting++;
    loadingTimer ??= setTimeout(() => {
      loadingTimer = undefined;
      if (waiting > 0) appState.set({ pageLoading: true });
    }, PAGE_LOADING_DELAY_MS);
  },
  stop() {
    waiting = Math.max(0, waiting - 1);
    if (waiting === 0 && appState.get().pageLoading) appState.set({ pageLoading: false });
  },
};
