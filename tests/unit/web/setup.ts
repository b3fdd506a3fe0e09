import '../../../src/locale/full-catalogs';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

/**
 * How long `findBy…` and `waitFor` wait for the state a test expects: Testing Library's default
 * second is less than a lazy page or dialog takes to load on a busy machine. The test's own limit
 * (vitest.config.ts) stays the bound: a slow machine makes the suite slower, not red.
 */
export const WAIT_FOR_STATE_MS = 30_000;
configure({ asyncUtilTimeout: WAIT_FOR_STATE_MS });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
