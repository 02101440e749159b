import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { glyphCoverage } from './font-coverage.js';
import { PLACEHOLDER, printable } from './pdf-text.js';

const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const covers = glyphCoverage(readFileSync(path.join(fontDir, 'DejaVuSans.ttf')));
const has = (char: string) => covers(char.codePointAt(0) ?? 0);

describe('DejaVu Sans coverage, read from the font', () => {
  it('knows accents, symbols and scripts it draws', () => {
    for (const char of ['A', 'é', 'ß', '€', 'Ж', 'Ω', '✓', '★', PLACEHOLDER]) {
      expect(has(char), char).toBe(true);
    }
  });

  it('knows what it cannot draw', () => {
    for (const char of ['🏃', '📚', '🎯', '漢', '\u0001']) expect(has(char), char).toBe(false);
  });
});

describe('text for the PDF', () => {
  it('leaves emoji out and keeps everything the font draws', () => {
    expect(printable('📚 Read daily 📚', covers)).toBe('Read daily');
    expect(printable('Café crème: 5 €', covers)).toBe('Café crème: 5 €');
    expect(printable('👩🏽‍💻 Code', covers)).toBe('Code');
  });

  it('puts the placeholder where another character is missing', () => {
    expect(printable('漢字 study', covers)).toBe(`${PLACEHOLDER}${PLACEHOLDER} study`);
    expect(printable('a\u0001b', covers)).toBe(`a${PLACEHOLDER}b`);
  });

  it('turns line breaks into spaces', () => {
    expect(printable('Walk\nthe\r\n dog', covers)).toBe('Walk the dog');
  });
});
