import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

/**
 * The web app. Build settings are Vite env variables, all optional (see src/config.ts):
 * VITE_API_BASE, VITE_API_PREFIX, VITE_SIGN_SECRET, VITE_STORAGE_KEY, VITE_STORAGE_IV,
 * VITE_APP_VERSION (default: package.json's version). In development, /distribution is proxied to
 * the API server (VITE_DEV_API, default http://127.0.0.1:8080).
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
process.env.VITE_APP_VERSION ??= pkg.version;

export default defineConfig({
  plugins: [react(), precompress()],
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
  },
});
