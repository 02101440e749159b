/** A plain-text table: the first and last columns left-aligned, the numbers between right-aligned. */
export function formatTable(headers: string[], rows: string[][]): string[] {
  const all = [headers, ...rows];
  const widths = headers.map((_, col) => Math.max(...all.map((r) => (r[col] ?? '').length)));
  const last = headers.length - 1;
  const line = (cells: string[]) =>
    cells
      .map((cell, col) => {
        const width = widths[col] ?? 0;
        return col === 0 || col === last ? cell.padEnd(width) : cell.padStart(width);
      })
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}
