// The join codes of a roster import as a CSV file to hand out or mail-merge: name, code, link.
import Papa from 'papaparse';
import type { IssuedJoinCode } from '../../../shared/domain/accounts';
import { joinLink } from './joinLink';

/** Cells a spreadsheet would run as a formula are prefixed with an apostrophe (CSV injection). */
const safeCell = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

export function codesCsv(codes: readonly IssuedJoinCode[], link: (code: string) => string = joinLink): string {
  return Papa.unparse({
    fields: ['name', 'code', 'link'],
    data: codes.map((c) => [safeCell(c.displayName), c.code, link(c.code)]),
  });
}
