// Reads a roster CSV (a header row with name or pseudonym, role, cohort and optional email) into
// account rows, keeping the valid ones and reporting every other row with its line and reason.
import Papa from 'papaparse';
import { accountInputSchema, type AccountInput } from '../../../shared/domain/accounts';

export type RosterRow = { line: number; input: AccountInput };
export type ParsedRoster = { rows: RosterRow[]; rejected: { line: number; reason: string }[] };

const COLUMN_NAMES: Record<string, keyof AccountInput> = {
  name: 'displayName',
  'display name': 'displayName',
  displayname: 'displayName',
  pseudonym: 'displayName',
  role: 'role',
  cohort: 'cohort',
  class: 'cohort',
  email: 'email',
  'e-mail': 'email',
};

export const MAX_ROSTER_ROWS = 2_000;

export function parseRoster(content: string): ParsedRoster {
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...body] = parsed.data;
  const rejected: ParsedRoster['rejected'] = [];
  if (!header) return { rows: [], rejected: [{ line: 1, reason: 'The file is empty.' }] };
  const columns = header.map((name) => COLUMN_NAMES[name.trim().toLowerCase()] ?? null);
  if (!columns.includes('displayName')) {
    return {
      rows: [],
      rejected: [
        {
          line: 1,
          reason: 'The first row must name the columns: name (or pseudonym), role, cohort and optionally email.',
        },
      ],
    };
  }
  const rows: RosterRow[] = [];
  // Papa reports the row index; lines count from 1 with the header on line 1 (quoted line breaks are rare in rosters).
  body.slice(0, MAX_ROSTER_ROWS).forEach((cells, index) => {
    const line = index + 2;
    const record: Record<string, string> = {};
    columns.forEach((column, i) => {
      const value = cells[i]?.trim();
      if (column && value) record[column] = value;
    });
    const candidate = {
      displayName: record.displayName ?? '',
      role: (record.role ?? 'trainee').toLowerCase(),
      cohort: record.cohort ?? null,
      email: record.email ?? null,
    };
    const result = accountInputSchema.safeParse(candidate);
    if (result.success) rows.push({ line, input: result.data });
    else
      rejected.push({
        line,
        reason: result.error.issues.map((issue) => `${issue.path.join('.') || 'row'}: ${issue.message}`).join('; '),
      });
  });
  if (body.length > MAX_ROSTER_ROWS)
    rejected.push({
      line: MAX_ROSTER_ROWS + 2,
      reason: `Only the first ${MAX_ROSTER_ROWS} people are read; split the file.`,
    });
  return { rows, rejected };
}
