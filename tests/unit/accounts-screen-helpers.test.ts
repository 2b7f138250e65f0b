// The Accounts screen's pure helpers: the join link a code is handed out with, and the CSV of join
// codes an instructor downloads (a name that a spreadsheet would run as a formula is defused).
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { codesCsv } from '../../renderer/screens/accounts/codesCsv';
import { joinLink } from '../../renderer/screens/accounts/joinLink';

const location = { origin: 'https://cc.example.edu', pathname: '/' };
const issued = (displayName: string, code: string) => ({
  profileId: 1,
  displayName,
  role: 'trainee' as const,
  code,
  expiresAt: '2026-12-09T00:00:00.000Z',
});

describe('join links', () => {
  it('open the join screen of the address the instructor uses, with the code filled in', () => {
    expect(joinLink('ABCD-EFGH-JKLM-NPQR', location)).toBe('https://cc.example.edu/#/join?code=ABCD-EFGH-JKLM-NPQR');
    expect(joinLink('AB CD', { origin: 'http://127.0.0.1:8443', pathname: '/class/' })).toBe(
      'http://127.0.0.1:8443/class/#/join?code=AB%20CD',
    );
  });
});

describe('the join codes CSV', () => {
  it('has a header and one row per person with name, code and link', () => {
    const csv = codesCsv([issued('Noor A.', 'ABCD-EFGH-JKLM-NPQR'), issued('Chen, L.', 'QRST-UVWX-YZ23-4567')], (c) =>
      joinLink(c, location),
    );
    const rows = Papa.parse<string[]>(csv).data;
    expect(rows[0]).toEqual(['name', 'code', 'link']);
    expect(rows[1]).toEqual([
      'Noor A.',
      'ABCD-EFGH-JKLM-NPQR',
      'https://cc.example.edu/#/join?code=ABCD-EFGH-JKLM-NPQR',
    ]);
    expect(rows[2]![0]).toBe('Chen, L.');
  });

  it('defuses names a spreadsheet would run as formulas', () => {
    const csv = codesCsv(
      [issued('=HYPERLINK("http://evil")', 'ABCD'), issued('+1', 'EFGH'), issued('@x', 'IJKL')],
      (c) => c,
    );
    const names = Papa.parse<string[]>(csv)
      .data.slice(1)
      .map((row) => row[0]);
    expect(names).toEqual(['\'=HYPERLINK("http://evil")', "'+1", "'@x"]);
  });
});
