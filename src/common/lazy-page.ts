import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded component whose code can be fetched before it renders (a menu item hovered, the page of a fresh load). */
export type PreloadableComponent = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

/** React's lazy() with a `preload` that starts the same import once: rendering it later finds the code there. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadableComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    loading ??= load().catch((error: unknown) => {
      // a failed load (a network blip) may be tried again by the next render or hover
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(start), { preload: start });
}

/** Starts loading a page's code when it is a preloadable component; nothing otherwise. */
export function preloadComponent(component: ComponentType | undefined): void {
  const preload = (component as Partial<PreloadableComponent> | undefined)?.preload;
  // a failure shows when the page renders, through its error boundary
  preload?.().catch(() => undefined);
}
