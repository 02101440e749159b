import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The policy the production server sends; `vite preview` sends it too so a CSP break shows up
// before deployment. Not applied to `vite dev`, whose HMR client needs inline scripts.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const sharedSource = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));

// NOTE: the shared package's modules only define constants, functions and zod schemas. Saying so
// lets the build drop every module whose exports go unused: without it each `z.object(...)` counts
// as a side effect, so any import of a constant would ship every schema and zod with it.
const sharedHasNoSideEffects = {
  test: /\/packages\/shared\/src\//,
  sideEffects: false,
};

// NOTE: everything main.tsx imports statically (the landing page, its frame, React) goes in one
// file. Left alone, the bundler splits out each module that later chunks share too (React, the
// icon base, small helpers): more requests, and more bytes, as each file compresses on its own.
const landingInOneFile = { name: 'index', test: /\/src\/main\.tsx$/ };

// The service worker (docs/decisions/027-pwa-offline.md, 030-notification-actions.md): our own
// src/pwa/sw.ts, into which Workbox injects the built app shell's precache list. A page load goes
// to the network first and falls back to the cached index.html only when the network fails, so
// online visits keep the server's status codes and a fresh index.html; a habit reminder's push
// shows a notification with a "Done" action. The manifest is public/manifest.webmanifest;
// registration is the app's own (src/pwa/service-worker.ts), after idle.
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/pwa',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The social card is for crawlers, not the app.
    globIgnores: ['og-image.png'],
    // One classic script: workbox-window registers /sw.js without `type: 'module'`.
    rollupFormat: 'iife',
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), serviceWorker],
  // NOTE: the shared package is consumed from source so the web build never waits on its tsc build.
  resolve: { alias: { '@streakwise/shared': sharedSource } },
  build: {
    outDir: 'dist',
    rolldownOptions: {
      treeshake: { moduleSideEffects: [sharedHasNoSideEffects] },
      output: { codeSplitting: { groups: [landingInOneFile] } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
  },
});
