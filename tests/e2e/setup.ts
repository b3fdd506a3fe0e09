/** Runs with every end-to-end test file (vitest.config.ts): its browser closes when the file ends. */
import { afterAll } from 'vitest';
import { closeSharedBrowser } from './browser';

afterAll(closeSharedBrowser);
