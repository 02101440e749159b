import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // NOTE: the shared package is consumed from source so the web build never waits on its tsc build.
  resolve: { alias: { '@streakwise/shared': sharedSource } },
  build: { outDir: 'dist' },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
  },
});
