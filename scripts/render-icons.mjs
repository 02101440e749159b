// Renders the app icons the web app manifest lists (apps/web/public/icon-*.png) from the brand's
// SVGs, in Debian's Chromium. Run once after the logo changes and commit the PNGs:
//   npx node scripts/render-icons.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const ICONS = [
  { from: 'favicon.svg', to: 'icon-192.png', size: 192 },
  { from: 'favicon.svg', to: 'icon-512.png', size: 512 },
  { from: 'icon-maskable.svg', to: 'icon-maskable-192.png', size: 192 },
  { from: 'icon-maskable.svg', to: 'icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of ICONS) {
    const svg = await readFile(path.join(publicDir, icon.from), 'utf8');
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0"><img src="${src}" width="${icon.size}" height="${icon.size}"></body>`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: path.join(publicDir, icon.to), omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
