import { toRate } from '@streakwise/shared';
import type { ExportSummary } from './export-summary.js';

const BAR_COLOR = '#10B981';
const GRID_COLOR = '#E2E8F0';
const LABEL_COLOR = '#64748B';
const AXIS_WIDTH = 32;
const LABEL_HEIGHT = 14;
const MAX_LABELS = 8;

export const CHART_HEIGHT = 150;

/** "05-04" under weekly bars; "2026-05" when a bar spans several weeks. */
const label = (start: string, periodDays: number) =>
  periodDays > 7 ? start.slice(0, 7) : start.slice(5);

/**
 * Completion per week as vector bars, 0–100 %. A period with nothing to complete (after today,
 * or before the first habit) has no bar, which is not the same as a 0 % week.
 */
export function drawCompletionChart(
  doc: PDFKit.PDFDocument,
  summary: ExportSummary,
  x: number,
  y: number,
  width: number,
): void {
  const plotX = x + AXIS_WIDTH;
  const plotWidth = width - AXIS_WIDTH;
  const plotHeight = CHART_HEIGHT - LABEL_HEIGHT;
  doc.font('body').fontSize(7).fillColor(LABEL_COLOR);
  for (const percent of [0, 50, 100]) {
    const lineY = y + plotHeight - (plotHeight * percent) / 100;
    doc
      .moveTo(plotX, lineY)
      .lineTo(plotX + plotWidth, lineY)
      .lineWidth(0.5)
      .strokeColor(GRID_COLOR)
      .stroke();
    doc.text(`${percent}%`, x, lineY - 3, {
      width: AXIS_WIDTH - 4,
      align: 'right',
      lineBreak: false,
    });
  }
  const slot = plotWidth / Math.max(1, summary.periods.length);
  const labelEvery = Math.ceil(summary.periods.length / MAX_LABELS);
  summary.periods.forEach((period, index) => {
    const barX = plotX + index * slot + slot * 0.15;
    if (period.possible > 0) {
      // A hairline at 0 %, so a week with nothing done differs from one with nothing to do.
      const barHeight = Math.max(1, (plotHeight * toRate(period.done, period.possible)) / 100);
      doc.rect(barX, y + plotHeight - barHeight, slot * 0.7, barHeight).fill(BAR_COLOR);
    }
    if (index % labelEvery === 0) {
      doc
        .fillColor(LABEL_COLOR)
        .text(label(period.start, summary.periodDays), plotX + index * slot, y + plotHeight + 3, {
          width: slot * labelEvery,
          lineBreak: false,
        });
    }
  });
  doc.fillColor('black');
}
