// Backups: written under a temporary name, verified and renamed; a killed backup never leaves a file
// under a real backup name; automatic backups before schema upgrades, the newest ten kept.
import BetterSqlite3 from 'better-sqlite3';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backupsFolder,
  listBackups,
  pruneAutomaticBackups,
  removeInterruptedBackups,
  verifyDatabaseFile,
  writeBackup,
  writeBackupSync,
} from '../../electron/services/data/backups';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, openDatabase, readUserVersion } from '../../electron/services/db/open';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

const root = join(import.meta.dirname, '..', '..');
const dbPath = () => join(dir.path, 'culturecare.sqlite3');

/** A migrated database with roughly `megabytes` of scenario text, so a backup takes a while. */
function bigDatabase(megabytes: number) {
  const db = openDatabase(dbPath());
  const insert = db.prepare(
    "INSERT INTO scenario (uid, culture_id, title, language, post_text, source, provenance) VALUES (?, 'german', 'T', 'de', ?, 'authored', '{}')",
  );
  const text = 'Ein langer Beitrag über Sorgen und Familie. '.repeat(2_000);
  db.transaction(() => {
    for (let i = 0; i < Math.ceil((megabytes * 1_000_000) / text.length); i++) insert.run(`u:${i}`, text);
  })();
  return db;
}

describe('writeBackup', () => {
  it('writes a verified copy with a sidecar, lists it, and leaves no temporary file', async () => {
    const db = bigDatabase(1);
    const progress: number[] = [];
    const info = await writeBackup(db, dir.path, 'manual', { progress: (done) => progress.push(done) });
    expect(info.verified).toBe(true);
    expect(info.fileName).toMatch(/^culturecare-\d{4}-.*\.sqlite3$/);
    expect(verifyDatabaseFile(info.path).schemaVersion).toBe(readUserVersion(db));
    expect(progress.length).toBeGreaterThan(0);
    expect(readdirSync(backupsFolder(dir.path)).filter((n) => n.endsWith('.partial'))).toEqual([]);
    expect(listBackups(dir.path)).toEqual([info]);
    db.close();
  });

  it('a cancelled backup leaves nothing behind', async () => {
    const db = bigDatabase(2);
    const controller = new AbortController();
    const pending = writeBackup(db, dir.path, 'manual', {
      signal: controller.signal,
      progress: () => controller.abort(),
    });
    await expect(pending).rejects.toMatchObject({ code: 'cancelled' });
    expect(readdirSync(backupsFolder(dir.path))).toEqual([]);
    db.close();
  });

  it('a backup that changed size since it was verified is listed as not verified', async () => {
    const db = bigDatabase(1);
    const info = await writeBackup(db, dir.path, 'manual');
    writeFileSync(info.path, readFileSync(info.path).subarray(0, 4096));
    expect(listBackups(dir.path)[0]).toMatchObject({ fileName: info.fileName, verified: false });
    db.close();
  });

  it('killed with SIGKILL at random moments, never leaves an unusable file under a backup name', async () => {
    bigDatabase(24).close();
    let completed = 0;
    let killed = 0;
    for (let round = 0; round < 6; round++) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join(root, 'tests/fixtures/backup-child.ts'), dir.path],
        {
          cwd: root,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      const output: string[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      await new Promise<void>((resolve) => {
        const onData = () => {
          if (!output.join('').includes('ready')) return;
          child.stdout.off('data', onData);
          setTimeout(() => child.kill('SIGKILL'), 5 + round * 15);
          resolve();
        };
        child.stdout.on('data', onData);
      });
      await new Promise((resolve) => child.once('exit', resolve));
      if (output.join('').includes('done')) completed++;
      else killed++;
      for (const backup of listBackups(dir.path)) {
        expect(() => verifyDatabaseFile(backup.path), backup.fileName).not.toThrow();
      }
    }
    expect(killed).toBeGreaterThan(0);
    removeInterruptedBackups(dir.path);
    expect(readdirSync(backupsFolder(dir.path)).every((n) => !n.endsWith('.partial'))).toBe(true);
    expect(listBackups(dir.path).every((b) => b.verified)).toBe(true);
    expect(listBackups(dir.path)).toHaveLength(completed);
  }, 120_000);
});

describe('automatic backups before a schema upgrade', () => {
  it('an upgrade first writes a verified backup of the old schema; a new database gets none', () => {
    const old = new BetterSqlite3(dbPath());
    migrate(old, migrations.slice(0, -1));
    old.close();
    const db = openDatabase(dbPath(), { backupBeforeUpgrade: dir.path });
    const [backup] = listBackups(dir.path);
    expect(backup).toMatchObject({ kind: 'automatic', verified: true, schemaVersion: migrations.length - 1 });
    expect(readUserVersion(db)).toBe(migrations.length);
    db.close();
    openDatabase(dbPath(), { backupBeforeUpgrade: dir.path }).close();
    expect(listBackups(dir.path)).toHaveLength(1);

    const fresh = makeTempDir();
    openDatabase(join(fresh.path, 'culturecare.sqlite3'), { backupBeforeUpgrade: fresh.path }).close();
    expect(existsSync(backupsFolder(fresh.path))).toBe(false);
    fresh.remove();
  });

  it('keeps the newest ten automatic backups and never removes manual ones', async () => {
    const db = openDatabase(dbPath());
    await writeBackup(db, dir.path, 'manual');
    for (let i = 0; i < 12; i++) writeBackupSync(db, dir.path, 'automatic');
    const list = listBackups(dir.path);
    expect(list.filter((b) => b.kind === 'automatic')).toHaveLength(10);
    expect(list.filter((b) => b.kind === 'manual')).toHaveLength(1);
    expect(pruneAutomaticBackups(dir.path, 3)).toHaveLength(7);
    db.close();
  });
});
