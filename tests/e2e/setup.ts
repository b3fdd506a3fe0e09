/**
 * Runs with every end-to-end test file (vitest.config.ts): the contexts the file left open close when it
 * ends; the worker's browser stays for its next file (tests/e2e/browser.ts).
 */
import { afterAll } from 'vitest';
import { closeContexts } from './browser';

afterAll(closeContexts);
