import {
  dueHabitDays,
  FIGURE_NAMES,
  figureTitle,
  formatAmount,
  type Coaching,
  pointsBreakdown,
  protectedLeftOut,
} from '@streakwise/shared';
import escapeHtml from 'escape-html';
import type { MailMessage } from '../mail/mailer.js';
import { render, type Brand, type MailSection } from '../mail/templates.js';
import type { MailLinks } from './reminder-mail.js';
import { coachingSection } from './report-coaching.js';
import type { HabitLine, WeeklyReport } from './weekly-report.js';

const percent = (rate: number) => `${rate}%`;

/** "up 12.5 points on the week before (50%)", or the same in other words. */
function comparison(rate: number, previous: number | null): string {
  if (previous === null) return '';
  const change = Math.round((rate - previous) * 10) / 10;
  if (change === 0) return `, the same as the week before`;
  return `, ${change > 0 ? 'up' : 'down'} ${Math.abs(change)} points on the week before (${percent(previous)})`;
}

const habitLabel = (line: HabitLine | null) =>
  line ? `${line.name} (${percent(line.rate)})` : 'none';

function figures(report: WeeklyReport): MailSection {
  const rows: [string, string][] = [
    ['Check-ins', `${report.units} ${report.units === 1 ? 'unit' : 'units'}`],
    ['Badges earned', report.badges.length > 0 ? report.badges.join(', ') : 'none'],
    ['Best habit', habitLabel(report.best)],
    ['Weakest habit', habitLabel(report.weakest)],
  ];
  const items = rows.map(([label, value]) => ({
    html: `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`,
    text: `${label}: ${value}`,
  }));
  // "Points earned: 430 · spent: 200 · …": never a net sum called "earned"
  // (docs/decisions/040-one-rule-per-figure.md).
  const points = `${FIGURE_NAMES.points} ${pointsBreakdown(report.points)}`;
  items.splice(1, 0, { html: escapeHtml(points), text: points });
  return {
    html: `<ul>\n${items.map((item) => `<li>${item.html}</li>`).join('\n')}\n</ul>`,
    text: items.map((item) => item.text).join('\n'),
  };
}

/**
 * "Completion rate, last week (Mon 23 Nov – Sun 29 Nov): 67% (2 of 3 due habit-days, 1 protected
 * habit-day left out), up …": the figure with its name, period and what it left out.
 */
function rateSentence(report: WeeklyReport): string {
  const parts = [dueHabitDays(report.completed, report.possible)];
  if (report.protected > 0) parts.push(protectedLeftOut(report.protected));
  const title = figureTitle(FIGURE_NAMES.completionRate, 'last week', report.from, report.to);
  return `${title}: ${percent(report.rate)} (${parts.join(', ')})${comparison(report.rate, report.previousRate)}.`;
}

/**
 * A habit's week in its own numbers (docs/decisions/032-habit-kinds.md): "5 of 7 days", a
 * measure's "4 of 7 days, 23.5 km", a habit to quit's "6 of 7 days kept".
 */
function daysDone(line: HabitLine): string {
  const days = `${line.done} of ${line.possible} ${line.possible === 1 ? 'day' : 'days'}`;
  if (line.kind === 'quit') return `${days} kept`;
  if (line.kind === 'measure' && line.amount !== null) {
    return `${days}, ${formatAmount(line.amount)} ${line.unit ?? ''}`.trim();
  }
  return days;
}

function table(lines: readonly HabitLine[]): MailSection | null {
  if (lines.length === 0) return null;
  const cell = 'style="padding:6px 8px;border-bottom:1px solid #e5e7eb;text-align:left"';
  const head = ['Habit', 'Days done', 'Rate', 'Streak'];
  const rows = lines.map((l) => [
    l.name,
    daysDone(l),
    percent(l.rate),
    `${l.streak} ${l.streak === 1 ? 'day' : 'days'}`,
  ]);
  return {
    html: `<table style="border-collapse:collapse;width:100%;font-size:14px">
<thead><tr>${head.map((h) => `<th ${cell}>${h}</th>`).join('')}</tr></thead>
<tbody>
${rows.map((r) => `<tr>${r.map((v) => `<td ${cell}>${escapeHtml(v)}</td>`).join('')}</tr>`).join('\n')}
</tbody></table>`,
    text: rows.map((r) => `- ${r[0]}: ${r[1]}, ${r[2]}, streak ${r[3]}`).join('\n'),
  };
}

/**
 * The weekly progress report: last week's figures against the week before, and each habit; for a
 * Premium member, the coach's note on the week after them (`coach`, null on other plans).
 */
export function reportMail(
  to: string,
  name: string,
  report: WeeklyReport,
  links: MailLinks,
  brand: Brand,
  coach: Coaching | null = null,
): MailMessage {
  const perHabit = table(report.habits);
  return render(to, brand, {
    subject: `Your week in ${brand.name}: completion rate ${percent(report.rate)}`,
    greeting: `Hi ${name},`,
    paragraphs: [rateSentence(report)],
    sections: [
      figures(report),
      ...(perHabit ? [perHabit] : []),
      ...(coach ? [coachingSection(coach)] : []),
    ],
    action: { label: 'Open my dashboard', url: links.dashboard },
    footnote: 'You get this e-mail because you turned on the weekly progress report.',
    unsubscribe: { label: 'Stop weekly reports', url: links.unsubscribe },
  });
}
