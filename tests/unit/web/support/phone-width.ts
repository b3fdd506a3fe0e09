import { vi } from 'vitest';

/**
 * A phone's width for MUI's media queries: every `max-width` query holds, every `min-width` one does
 * not. Undone by `vi.unstubAllGlobals()`.
 */
export function stubPhoneWidth(): void {
  vi.stubGlobal('matchMedia', (media: string): MediaQueryList => ({
    matches: media.includes('max-width'),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
