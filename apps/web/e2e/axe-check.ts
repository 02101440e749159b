import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * axe-core's WCAG 2.0/2.1 A and AA rules, failing on serious and critical violations only, with a
 * readable list: the one check a11y.spec.ts and the journeys that run it on their own pages make.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export async function expectNoSeriousAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const failing = violations.filter((v) => v.impact && FAILING_IMPACTS.has(v.impact));
  const report = failing
    .map((v) =>
      [
        `- ${v.id} [${v.impact ?? ''}]: ${v.help} (${v.helpUrl})`,
        ...v.nodes.map(
          (node) =>
            `    ${node.target.map((t) => (Array.isArray(t) ? t.join(' >> ') : String(t))).join(' >> ')}` +
            (node.failureSummary
              ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}`
              : ''),
        ),
      ].join('\n'),
    )
    .join('\n');
  expect(
    failing.length,
    `${what}: ${failing.length} serious/critical violation(s)\n${report}`,
  ).toBe(0);
}
