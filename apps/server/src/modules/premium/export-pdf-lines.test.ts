import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { beforeAll, describe, expect, it } from 'vitest';
import { goals } from '../../db/schema.js';
import * as kit from '../../test/habits.js';
import { bearer, db, useTestApp } from '../../test/helper.js';

/*
 * The PDF report's lines never print over each other: read back from the file, each line of text
 * is at least its font's line height (as pdfkit measures DejaVu Sans at that size) below the line
 * of the same size before it on the page. NOTE: a position in the file is the baseline's, so only
 * lines of one size are compared (a heading's baseline sits lower in its taller line).
 */

const t = useTestApp();
let m: kit.Member;

beforeAll(async () => {
  m = await kit.newMember(t, '2026-03-02T09:00:00Z', { plan: 'premium' });
  const habit = await kit.addHabit(
    t,
    m.token,
    { name: 'Read', category: 'Other', dailyTarget: 1 },
    201,
  );
  // Two badges at least (the first check-in, the first completed day).
  kit.okResult(await kit.completeHabit(t, m.token, habit._id));
  await db(t)
    .insert(goals)
    .values(
      ['One', 'Two', 'Three'].map((title) => ({
        userId: m.id,
        title: `Goal ${title}`,
        type: 'streak' as const,
        target: 7,
        createdOn: '2026-03-02',
      })),
    );
});

interface TextRun {
  x: number;
  /** From the page's bottom (PDF space): a lower line has a smaller y. */
  y: number;
  size: number;
}

/** Each page's text runs, in the order drawn, from the file's compressed content streams. */
function textRuns(pdf: Buffer): TextRun[][] {
  const pages: TextRun[][] = [];
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/\/FlateDecode[^]*?>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!content.includes('BT')) continue;
    const runs: TextRun[] = [];
    for (const [, x, y, size] of content.matchAll(
      /1 0 0 1 (-?[\d.]+) (-?[\d.]+) Tm\s+\/\w+ ([\d.]+) Tf/g,
    )) {
      runs.push({ x: Number(x), y: Number(y), size: Number(size) });
    }
    if (runs.length > 0) pages.push(runs);
  }
  return pages;
}

const fontFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
  'DejaVuSans.ttf',
);
const measure = new PDFDocument({ autoFirstPage: false }).font(readFileSync(fontFile));
/** pdfkit's line height of DejaVu Sans at `size` points: ascent to descent, no gap. */
const lineHeight = (size: number) => measure.fontSize(size).currentLineHeight();

describe('the PDF report', () => {
  it('puts every line of text at least its line height below the one before', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/premium/export?format=pdf',
      headers: bearer(m.token),
    });
    expect(res.statusCode).toBe(200);
    const pages = textRuns(res.rawPayload);
    expect(pages.length).toBeGreaterThan(0);
    let lines = 0;
    for (const runs of pages) {
      // The lines that start at the left margin: headings, the summary, the lists.
      const left = runs.filter((r) => Math.abs(r.x - 50) < 0.01).sort((a, b) => b.y - a.y);
      for (const [index, lower] of left.entries()) {
        const upper = left[index - 1];
        if (!upper || upper.size !== lower.size) continue;
        lines += 1;
        const gap = upper.y - lower.y;
        expect(
          gap,
          `a ${lower.size} pt line ${gap.toFixed(1)} pt below the one before`,
        ).toBeGreaterThanOrEqual(lineHeight(lower.size) - 0.01);
      }
    }
    // The summary's lines, the goals and the badges at least.
    expect(lines).toBeGreaterThan(10);
  });
});
