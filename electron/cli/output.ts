// CLI output helpers: JSON or aligned text, and exit codes (0 ok, 1 failed, 2 usage).
export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export function printTable(rows: Record<string, unknown>[], columns: string[]): void {
  if (rows.length === 0) {
    console.log('(none)');
    return;
  }
  const cell = (v: unknown) => (v === null || v === undefined ? '-' : String(v));
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c]).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => v.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((c) => cell(row[c]))));
}

export function printResult(json: boolean, value: unknown, text: () => void): void {
  if (json) console.log(JSON.stringify(value, null, 2));
  else text();
}
