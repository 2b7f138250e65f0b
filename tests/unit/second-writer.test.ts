// A second writer on the same database (the command line importing while the app is open): a large
// import (in its worker thread, so truly at the same time) holds the write lock only for short
// transactions, so the other program keeps writing throughout; while another program holds the lock
// the import waits, and when that lasts it fails with the clear "busy" message and leaves nothing behind.
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CulturecareImportReport } from '../../shared/domain/library';
import type { ApiResult } from '../../shared/api/result';
import { startTestServices } from '../helpers/services';

let s: ReturnType<typeof startTestServices>;
let other: BetterSqlite3.Database;
beforeEach(async () => {
  s = startTestServices();
  await s.dispatch('profiles.create', { displayName: 'Prof', role: 'instructor', passcode: 'teach-123' });
  await s.dispatch('session.switch', { profileId: s.profiles.list()[0]!.id, passcode: 'teach-123' });
  // Another program on the same file, waiting for a lock as the app does (the import now runs at the same time).
  other = new BetterSqlite3(s.info().databasePath);
  other.pragma('busy_timeout = 5000');
});
afterEach(() => {
  other.close();
  s.cleanup();
});

const record = (postId: string) => ({
  culture: 'German',
  post_id: postId,
  post: {
    text: null,
    emotional_distress: [{ phrase: `Satz ${postId}`, intensity: 'high' }],
    cultural_signals: [],
    demographic_info: {},
  },
  response: { emotional_support: [], cultural_signals: [], empathy_score: '3' },
});

const bigFile = (n: number) => Array.from({ length: n }, (_, i) => JSON.stringify(record(`p${i}`))).join('\n');
const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('a second writer', () => {
  it('keeps writing while a large import is staged, and the import still lands whole', async () => {
    const pending = s.dispatch('import.culturecare', { fileName: 'big.jsonl', content: bigFile(3000), dryRun: false });
    let writes = 0;
    let done = false;
    void pending.then(() => (done = true));
    while (!done) {
      // A write from the other program while the import runs: it gets its turn, never SQLITE_BUSY.
      other
        .prepare("INSERT INTO culture (id, name, languages, notes, built_in) VALUES (?, 'Probe', '[\"en\"]', '', 0)")
        .run(`probe-${writes}`);
      writes++;
      await tick();
    }
    const result = (await pending) as ApiResult<CulturecareImportReport>;
    expect(result.ok).toBe(true);
    expect(writes).toBeGreaterThan(5);
    expect(other.prepare("SELECT count(*) FROM scenario WHERE uid LIKE 'culturecare:german:%'").pluck().get()).toBe(
      3000,
    );
  });

  it('says the database is busy when another program holds the lock too long, and imports nothing', async () => {
    other.pragma('busy_timeout = 0');
    other.exec('BEGIN IMMEDIATE');
    const result = await s.dispatch('import.culturecare', { fileName: 'a.jsonl', content: bigFile(3), dryRun: false });
    other.exec('ROLLBACK');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('busy');
    expect(result.error.message).toMatch(/busy with work from another window or program/);
    expect(other.prepare('SELECT count(*) FROM scenario WHERE uid LIKE ?').pluck().get('culturecare:%')).toBe(0);
    expect(other.prepare('SELECT count(*) FROM import_batch').pluck().get()).toBe(0);
  });
});
