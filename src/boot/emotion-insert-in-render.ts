/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` in the build (vite.config.ts's
 * alias): a component's styles go into the page as it renders, as Emotion does without React's
 * insertion effects, rather than all together in the commit. A page rendered in slices then adds
 * its styles in those slices, not in one long task (docs/ui.md, "Loading"). Inserting is
 * idempotent, so a render React drops and makes again adds nothing twice.
 */
export const useInsertionEffectAlwaysWithSyncFallback = (create: () => unknown) => {
  create();
};

/** Emotion's Global styles keep React's insertion effect (they replace their sheet on change). */
export { useInsertionEffect as useInsertionEffectWithLayoutFallback } from 'react';
