/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app,
 * at the strongest levels: the server sends them as they are (@fastify/static `preCompressed`,
 * apps/server/src/plugins/web-app.ts), so no request pays for compressing an asset.
 *
 * Usage: node scripts/precompress.mjs [folder]   (default: apps/web/dist; run by its build)
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|ico)$/i;
/** The server's own threshold for compressing a reply (plugins/compression.ts). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/web/dist'));

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile() && COMPRESSIBLE.test(entry.name)) yield full;
  }
}

/**
 * Both copies of one file. NOTE: a copy that would not be smaller is not written (and an older one
 * is removed), so the server sends the plain file instead.
 */
async function precompress(file) {
  const { size } = await stat(file);
  if (size < MIN_BYTES) return { file, size, br: null, gz: null };
  const data = await readFile(file);
  const variants = {
    br: await brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
    gz: await gzipped(data, { level: constants.Z_BEST_COMPRESSION }),
  };
  const written = { file, size, br: null, gz: null };
  for (const [ext, compressed] of Object.entries(variants)) {
    const target = `${file}.${ext}`;
    if (compressed.length < size) {
      await writeFile(target, compressed);
      written[ext] = compressed.length;
    } else {
      await rm(target, { force: true });
    }
  }
  return written;
}

const results = [];
for await (const file of files(root)) results.push(await precompress(file));

const sum = (key) => results.reduce((total, r) => total + (r[key] ?? r.size), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompress: ${results.filter((r) => r.br !== null || r.gz !== null).length} of ` +
    `${results.length} files in ${path.relative(process.cwd(), root) || '.'}: ` +
    `${kb(sum('size'))} -> ${kb(sum('gz'))} gzip, ${kb(sum('br'))} brotli`,
);
