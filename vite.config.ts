import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';
import { preloadInSlices } from './scripts/preload-in-slices.ts';

/**
 * The web app. Build settings are Vite env variables, all optional (see src/config.ts):
 * VITE_API_BASE, VITE_API_PREFIX, VITE_SIGN_SECRET, VITE_STORAGE_KEY, VITE_STORAGE_IV,
 * VITE_APP_VERSION (default: package.json's version). In development, /distribution is proxied to
 * the API server (VITE_DEV_API, default http://127.0.0.1:8080).
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
process.env.VITE_APP_VERSION ??= pkg.version;

/**
 * `npm run analyze` (`vite build --mode analyze`): what each chunk is made of, module by module, with
 * gzip sizes: dist/bundle-analysis.html (a treemap to open in a browser) and dist/bundle-analysis.json
 * (the same data, read by scripts/bundle-report.ts, which prints what each page loads first).
 */
const analysis = (mode: string) =>
  mode === 'analyze'
    ? [
        visualizer({ filename: 'dist/bundle-analysis.html', template: 'treemap', gzipSize: true }),
        visualizer({ filename: 'dist/bundle-analysis.json', template: 'raw-data', gzipSize: true }),
      ]
    : [];

export default defineConfig(({ mode }) => ({
  plugins: [react(), preloadInSlices(), precompress(), ...analysis(mode)],
  resolve: {
    // Emotion inserts styles as components render (src/boot/emotion-insert-in-render.ts)
    alias: {
      '@emotion/use-insertion-effect-with-fallbacks': fileURLToPath(new URL('./src/boot/emotion-insert-in-render.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/distribution': process.env.VITE_DEV_API ?? 'http://127.0.0.1:8080',
      '/files': process.env.VITE_DEV_API ?? 'http://127.0.0.1:8080',
    },
  },
  build: {
    // lists each page's chunks, used to measure what the login page and the dashboard load
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // what the entry needs (the login page: react-dom, MUI's core, the request layer) in one file,
    // which compresses better than the dozen small chunks it was split into
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'entry-deps', tags: ['$initial'] }] } },
    },
    modulePreload: { polyfill: false },
  },
}));
