/**
 * Which characters a TrueType font has a glyph for, read from its `cmap` table (the Unicode
 * full-repertoire subtable, format 12). The PDF report uses it to leave out what the font cannot
 * draw instead of printing empty boxes.
 */
export type Coverage = (codePoint: number) => boolean;

const WINDOWS_PLATFORM = 3;
const FULL_UNICODE_ENCODING = 10;
const SEGMENTED_COVERAGE = 12;

function tableOffset(font: Buffer, tag: string): number {
  const tables = font.readUInt16BE(4);
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === tag) return font.readUInt32BE(record + 8);
  }
  throw new Error(`font has no ${tag} table`);
}

export function glyphCoverage(font: Buffer): Coverage {
  const cmap = tableOffset(font, 'cmap');
  const subtables = font.readUInt16BE(cmap + 2);
  let format12: number | undefined;
  for (let i = 0; i < subtables; i += 1) {
    const record = cmap + 4 + i * 8;
    const platform = font.readUInt16BE(record);
    const encoding = font.readUInt16BE(record + 2);
    const offset = cmap + font.readUInt32BE(record + 4);
    if (
      platform === WINDOWS_PLATFORM &&
      encoding === FULL_UNICODE_ENCODING &&
      font.readUInt16BE(offset) === SEGMENTED_COVERAGE
    ) {
      format12 = offset;
    }
  }
  if (format12 === undefined) throw new Error('font has no format 12 cmap subtable');

  // Groups are sorted by their first code point; glyph 0 is the "missing" glyph.
  const groups = font.readUInt32BE(format12 + 12);
  const starts = new Uint32Array(groups);
  const ends = new Uint32Array(groups);
  const firstGlyphs = new Uint32Array(groups);
  for (let i = 0; i < groups; i += 1) {
    const group = format12 + 16 + i * 12;
    starts[i] = font.readUInt32BE(group);
    ends[i] = font.readUInt32BE(group + 4);
    firstGlyphs[i] = font.readUInt32BE(group + 8);
  }
  return (codePoint) => {
    let low = 0;
    let high = groups - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const start = starts[mid] ?? 0;
      if (codePoint < start) high = mid - 1;
      else if (codePoint > (ends[mid] ?? 0)) low = mid + 1;
      else return (firstGlyphs[mid] ?? 0) + (codePoint - start) !== 0;
    }
    return false;
  };
}
