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

// The service worker (docs/decisions/027-pwa-offline.md): Workbox precaches the built app shell;
// a page load goes to the network first and falls back to the cached index.html only when the
// network fails, so online visits keep the server's status codes and a fresh index.html. The
// manifest is public/manifest.webmanifest; registration is the app's own (src/pwa/), after idle.
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The social card is for crawlers, not the app.
    globIgnores: ['og-image.png'],
    cleanupOutdatedCaches: true,
    // NOTE: not the plugin's default NavigationRoute, which would answer every page load from the
    // cache, online too; see runtimeCaching.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/index.html' } },
      },
    ],
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
