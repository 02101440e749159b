import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Dark mode mirrors the palettes' variables (theme-dark.css): a colour class whose shade is not
// mirrored would stay light in dark mode, a light card or pale text on the dark page, and nothing
// else would notice. The landing page's CSS mirrors only the shades its files use, to stay in its
// byte budget, so a class added there must be added to theme-dark.css too.

const SRC = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const PALETTES = 'slate|indigo|violet|emerald|amber|red|rose|orange|sky|fuchsia';
const CLASS = new RegExp(
  `\\b(?:bg|text|border|ring|ring-offset|from|to|via|fill|stroke|divide|outline|shadow|placeholder|decoration|caret|accent)-(${PALETTES})-(\\d{2,3})\\b`,
  'g',
);
const OTHER_PALETTE =
  /\b(?:bg|text|border|ring|from|to|via)-(gray|zinc|neutral|stone|green|lime|yellow|blue|cyan|teal|purple|pink)-\d{2,3}\b/;

function filesUnder(target: string): string[] {
  if (statSync(target).isFile()) return [target];
  return readdirSync(target).flatMap((name) => filesUnder(path.join(target, name)));
}

function shadesIn(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files.filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    for (const match of readFileSync(file, 'utf8').matchAll(CLASS)) {
      found.add(`${match[1]}-${match[2]}`);
    }
  }
  return found;
}

/** The shades a stylesheet sets on <body> under [data-theme='dark']. */
function mirrored(file: string): Set<string> {
  const css = readFileSync(path.join(SRC, 'theme', file), 'utf8');
  const block = /\[data-theme='dark'\] body \{([^}]*)\}/.exec(css)?.[1] ?? '';
  return new Set([...block.matchAll(/--color-([a-z]+-\d+):/g)].map((match) => match[1] ?? ''));
}

const missing = (used: Set<string>, have: Set<string>) => [...used].filter((s) => !have.has(s));

describe('the dark palette', () => {
  it('mirrors every shade the landing page uses, in the landing page CSS', () => {
    const landingCss = readFileSync(path.join(SRC, 'landing.css'), 'utf8');
    const sources = [...landingCss.matchAll(/@source\s+'([^']+)'/g)].map((m) =>
      path.resolve(SRC, m[1] ?? ''),
    );
    const used = shadesIn(sources.flatMap(filesUnder));
    expect(used.has('slate-900')).toBe(true);
    expect(missing(used, mirrored('theme-dark.css'))).toEqual([]);
  });

  it('mirrors every shade of every palette the app uses, in the app CSS', () => {
    const files = filesUnder(SRC);
    const used = shadesIn(files);
    expect(used.size).toBeGreaterThan(50);
    expect(missing(used, mirrored('theme-dark-app.css'))).toEqual([]);
    // A palette outside the mirrored ones would not turn dark at all.
    const strays = files
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
      .filter((f) => OTHER_PALETTE.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(SRC, f));
    expect(strays).toEqual([]);
  });
});
