/**
 * A plain-text table. By default the first and last columns are left-aligned and the numbers
 * between right-aligned; `rightAligned` names the right-aligned columns instead.
 */
export function formatTable(
  headers: string[],
  rows: string[][],
  options: { rightAligned?: number[] } = {},
): string[] {
  const all = [headers, ...rows];
  const widths = headers.map((_, col) => Math.max(...all.map((r) => (r[col] ?? '').length)));
  const last = headers.length - 1;
  const right = (col: number) =>
    options.rightAligned ? options.rightAligned.includes(col) : col !== 0 && col !== last;
  const line = (cells: string[]) =>
    cells
      .map((cell, col) => {
        const width = widths[col] ?? 0;
        return right(col) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

/** The same rows as a Markdown table (for docs/benchmarks.md); `|` in a cell is escaped. */
export function markdownTable(
  headers: string[],
  rows: string[][],
  options: { rightAligned?: number[] } = {},
): string[] {
  const cell = (text: string) => text.replaceAll('|', '\\|');
  const rule = headers.map((_, col) => (options.rightAligned?.includes(col) ? '---:' : '---'));
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${rule.join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ];
}
