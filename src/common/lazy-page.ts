import { createContext, createElement, useContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A lazily loaded component whose code can be fetched before it renders (a menu item hovered, the page of a fresh load). */
export type PreloadableComponent = ComponentType & { preload(): Promise<unknown> };

/** What a lazy page shows while its code loads: the page's skeleton, given by the route that shows it. */
export const LazyPageFallback = createContext<ReactNode>(null);

/**
 * A component whose code is a dynamic import, fetched once (`preload` starts it early). Unlike React's
 * lazy(), it does not suspend: code already there renders at once, and code still on its way shows the
 * context's fallback until it comes, then renders in an ordinary update. React holds back a Suspense
 * boundary's reveal until some time after any fallback was last shown, which would delay every page by
 * that much (docs/decisions/0008-light-login-and-fast-pages.md).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        // a failed load (a network blip) may be tried again by the next render or hover
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  function LazyPage() {
    const fallback = useContext(LazyPageFallback);
    const [Page, setPage] = useState(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown }>();
    useEffect(() => {
      if (Page) return;
      let mounted = true;
      preload().then(
        (component) => mounted && setPage(() => component),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, [Page]);
    // the page's error boundary shows a failed load, and its retry mounts this again
    if (failure) throw failure.error;
    return Page ? createElement(Page) : fallback;
  }
  return Object.assign(LazyPage, { preload });
}

/** Starts loading a page's code when it is a preloadable component; nothing otherwise. */
export function preloadComponent(component: ComponentType | undefined): void {
  const preload = (component as Partial<PreloadableComponent> | undefined)?.preload;
  // a failure shows when the page renders, through its error boundary
  preload?.().catch(() => undefined);
}
