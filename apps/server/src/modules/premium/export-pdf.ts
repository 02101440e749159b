import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  dayValueText,
  dueHabitDays,
  FIGURE_NAMES,
  figurePeriod,
  formatAmount,
  pointsBreakdown,
  protectedLeftOut,
} from '@streakwise/shared';
import PDFDocument from 'pdfkit';
import type { ExportData, ExportHabit, HabitDay } from './export-data.js';
import { CHART_HEIGHT, drawCompletionChart } from './export-pdf-chart.js';
import { summarise, type ExportSummary } from './export-summary.js';
import { glyphCoverage, type Coverage } from './font-coverage.js';
import { printable } from './pdf-text.js';

const MARGIN = 50;
const ROW_HEIGHT = 18;
const MUTED = '#64748B';
const RULE = '#E2E8F0';

interface Fonts {
  regular: Buffer;
  bold: Buffer;
  covers: { body: Coverage; bold: Coverage };
}

let fonts: Fonts | undefined;

/**
 * DejaVu Sans, embedded so accents and most symbols print; read once. Resolved through the
 * package, so it works from the sources and from a build alike.
 */
function loadFonts(): Fonts {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
    const regular = readFileSync(path.join(dir, 'DejaVuSans.ttf'));
    const bold = readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf'));
    fonts = { regular, bold, covers: { body: glyphCoverage(regular), bold: glyphCoverage(bold) } };
  }
  return fonts;
}

type FontName = 'body' | 'bold';

class Report {
  readonly width: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly covers: Fonts['covers'],
  ) {
    this.width = doc.page.width - 2 * MARGIN;
  }

  /** Text as the font can draw it, cut with an ellipsis to fit `width`. */
  fit(text: string, font: FontName, width: number): string {
    let out = printable(text, this.covers[font]);
    this.doc.font(font);
    if (this.doc.widthOfString(out) <= width) return out;
    while (out.length > 0 && this.doc.widthOfString(`${out}…`) > width) out = out.slice(0, -1);
    return `${out.trimEnd()}…`;
  }

  /** Starts a new page when fewer than `height` points are left. */
  room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - MARGIN) this.doc.addPage();
  }

  heading(text: string): void {
    this.room(60);
    this.doc.moveDown(1).font('bold').fontSize(14).fillColor('black');
    this.doc.text(printable(text, this.covers.bold), MARGIN, this.doc.y);
    this.doc.moveDown(0.4);
  }

  line(label: string, value: string): void {
    this.room(ROW_HEIGHT);
    const y = this.doc.y;
    this.doc
      .font('bold')
      .fontSize(10)
      .fillColor(MUTED)
      .text(label, MARGIN, y, { lineBreak: false });
    this.doc
      .font('body')
      .fillColor('black')
      .text(this.fit(value, 'body', this.width - 120), MARGIN + 120, y, { lineBreak: false });
    this.doc.y = y + 15;
  }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function drawSummary(report: Report, data: ExportData, summary: ExportSummary): void {
  const { profile } = data;
  const archived = data.habits.filter((h) => h.archivedOn).length;
  report.heading('Summary');
  report.line('Name', profile.name);
  report.line('E-mail', profile.email);
  report.line('Plan', capitalised(profile.plan));
  report.line('Points balance', String(profile.points));
  report.line('Member since', profile.memberSince.slice(0, 10));
  report.line('Time zone', profile.timezone);
  report.line(
    'Habits',
    archived ? `${data.habits.length} (${archived} archived)` : `${data.habits.length}`,
  );
  // Each figure with its name and period (docs/decisions/040-one-rule-per-figure.md).
  const period = figurePeriod(summary.from, summary.to);
  report.line('Period', period);
  const counted = [dueHabitDays(summary.done, summary.possible)];
  if (summary.protected > 0) counted.push(protectedLeftOut(summary.protected));
  report.line(FIGURE_NAMES.completionRate, `${summary.rate.toFixed(1)}% (${counted.join(', ')})`);
  report.line(`${FIGURE_NAMES.points} in period`, pointsBreakdown(summary.points));
}

const COLUMNS = [
  { title: 'Habit', width: 0.38, align: 'left' },
  { title: 'Category', width: 0.16, align: 'left' },
  { title: 'Days done', width: 0.14, align: 'right' },
  { title: 'In all', width: 0.2, align: 'right' },
  { title: 'Rate', width: 0.12, align: 'right' },
] as const;

/**
 * A habit's range in its own numbers (docs/decisions/032-habit-kinds.md): a count's check-ins, a
 * measure's amount with its unit, a quit habit's kept days.
 */
function inAll(habit: ExportHabit, total: number, done: number): string {
  if (habit.kind === 'measure') return `${formatAmount(total)} ${habit.unit ?? ''}`.trim();
  if (habit.kind === 'quit') return `${done} kept ${done === 1 ? 'day' : 'days'}`;
  return `${total} ${total === 1 ? 'check-in' : 'check-ins'}`;
}

/** "2026-03-02 Walk: 2.5 km, corrected. Note: …": a day with a note or a correction. */
function markedDay(row: HabitDay): string {
  const value = dayValueText(row.habit, row.count, row.target);
  const corrected = row.corrected ? ', corrected' : '';
  const note = row.note === null ? '' : `. Note: ${row.note.replace(/\s+/g, ' ')}`;
  const missed = row.habit.kind === 'quit' ? ' (over the limit)' : ' (not done)';
  return `${row.date} ${row.habit.name}: ${value}${row.completed ? '' : missed}${corrected}${note}`;
}

function tableRow(report: Report, cells: readonly string[], font: FontName, dot?: string): void {
  const { doc } = report;
  if (doc.y + ROW_HEIGHT > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  let x = MARGIN;
  COLUMNS.forEach((column, index) => {
    const width = report.width * column.width;
    const inset = index === 0 ? 14 : 0;
    const text = report.fit(cells[index] ?? '', font, width - inset - 6);
    doc.font(font).fontSize(10).fillColor('black');
    doc.text(text, x + inset, y + 4, {
      width: width - inset - 6,
      align: column.align,
      lineBreak: false,
    });
    x += width;
  });
  // NOTE: the habit's emoji icon has no glyph in the font; its colour stands in for it.
  if (dot) doc.circle(MARGIN + 5, y + 9, 4).fill(dot);
  doc.moveTo(MARGIN, y + ROW_HEIGHT).lineTo(MARGIN + report.width, y + ROW_HEIGHT);
  doc.lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y = y + ROW_HEIGHT;
}

function drawHabits(report: Report, summary: ExportSummary): void {
  report.heading('Habits');
  if (summary.habits.length === 0) {
    report.doc.font('body').fontSize(10).text('No habits in this period.', MARGIN);
    return;
  }
  const header = () =>
    tableRow(
      report,
      COLUMNS.map((c) => c.title),
      'bold',
    );
  header();
  for (const { habit, done, days, rate, total } of summary.habits) {
    if (report.doc.y + ROW_HEIGHT > report.doc.page.height - MARGIN) {
      report.doc.addPage();
      header();
    }
    tableRow(
      report,
      [
        habit.name,
        habit.category,
        `${done} / ${days}`,
        inAll(habit, total, done),
        `${rate.toFixed(1)}%`,
      ],
      'body',
      habit.color,
    );
  }
}

function drawList(report: Report, title: string, lines: string[], empty: string): void {
  report.heading(title);
  const { doc } = report;
  for (const text of lines.length > 0 ? lines : [empty]) {
    report.room(ROW_HEIGHT);
    doc.font('body').fontSize(10).fillColor('black');
    const y = doc.y;
    doc.text(report.fit(text, 'body', report.width), MARGIN, y, { lineBreak: false });
    // NOTE: text without a line break leaves y where it was: the next line goes one line height
    // of this font lower (its ascent to descent and line gap, from pdfkit), then a little more.
    doc.y = y + doc.currentLineHeight(true);
    doc.moveDown(0.4);
  }
}

/**
 * A readable report: summary, completion chart, per-habit table, goals and badges. The figures
 * are added up first (one pass over the habit-days), then the pages are drawn and streamed.
 */
export async function renderPdf(
  data: ExportData,
  onError: (error: Error) => void,
): Promise<Readable> {
  const summary = await summarise(data);
  const { regular, bold, covers } = loadFonts();
  const title = `${data.brandName} data export`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, CreationDate: data.exportedAt },
  });
  doc.on('error', onError);
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const report = new Report(doc, covers);

  doc.font('bold').fontSize(22).text(printable(title, covers.bold), MARGIN, MARGIN);
  doc.font('body').fontSize(11).fillColor(MUTED);
  doc.text(`${data.range.startDate} to ${data.range.endDate}`);
  drawSummary(report, data, summary);

  report.heading(
    summary.periodDays === 7
      ? 'Completion by week'
      : `Completion per ${summary.periodDays / 7} weeks`,
  );
  report.room(CHART_HEIGHT);
  const chartY = doc.y;
  drawCompletionChart(doc, summary, MARGIN, chartY, report.width);
  doc.y = chartY + CHART_HEIGHT;

  drawHabits(report, summary);
  drawList(
    report,
    'Notes and corrected days',
    summary.marked.map(markedDay),
    'No notes or corrected days in this period.',
  );
  drawList(
    report,
    'Goals',
    data.goals.map(
      (g) =>
        `${g.title}: ${g.type}, target ${g.target}, ${g.status}${g.deadline ? `, deadline ${g.deadline}` : ''}`,
    ),
    'No goals yet.',
  );
  drawList(
    report,
    'Badges',
    data.badges.map((b) => `${b.name} (earned ${b.earnedAt.slice(0, 10)})`),
    'No badges yet.',
  );
  doc.end();
  return doc;
}
