// Restoring a backup from the app: the service host keeps the current data aside, restarts the
// services on the backup, tells every window, and refuses what would lose or mix data.
import BetterSqlite3 from 'better-sqlite3';
import { closeSync, mkdirSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerEvent } from '../../shared/api/events';
import type { ApiResult } from '../../shared/api/result';
import { startServices } from '../../electron/services/app-services';
import { listBackups, verifyDatabaseFile, writeBackup } from '../../electron/services/data/backups';
import { RUNNING_FOLDER } from '../../electron/services/data/running';
import { ServiceHost } from '../../electron/services/service-host';
import { memoryStore } from '../helpers/services';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
let host: ServiceHost;
let events: ServerEvent[];

beforeEach(() => {
  dir = makeTempDir();
  const settingsStore = memoryStore();
  host = new ServiceHost((lifecycle) =>
    startServices({ dataDir: dir.path, shell: 'browser', settingsStore, lifecycle }),
  );
  events = [];
  host.onEvent((event) => events.push(event));
});
afterEach(() => {
  host.stop();
  dir.remove();
});

const value = <T>(result: ApiResult<unknown>): T => {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
};
const call = (method: string, request: unknown = {}) => host.dispatch(method, request);
const names = async () =>
  value<{ displayName: string }[]>(await call('profiles.list'))
    .map((p) => p.displayName)
    .sort();

async function instructorSignedIn() {
  const me = value<{ id: number }>(
    await call('profiles.create', { displayName: 'Dr. Weber', role: 'instructor', passcode: 'teach-123' }),
  );
  value(await call('session.switch', { profileId: me.id, passcode: 'teach-123' }));
}

describe('restore from the app', () => {
  it('keeps the current data aside, restarts on the backup and tells every window', async () => {
    await instructorSignedIn();
    value(await call('profiles.create', { displayName: 'Before', role: 'trainee' }));
    const backup = await writeBackup(host.services.db, dir.path, 'manual');
    value(await call('profiles.create', { displayName: 'After', role: 'trainee' }));
    const oldServices = host.services;

    const listed = value<{ fileName: string; verified: boolean }[]>(await call('data.backups'));
    expect(listed.map((b) => b.fileName)).toEqual([backup.fileName]);
    const result = value<{ restoredFrom: string; keptAside: string }>(
      await call('data.restore', { fileName: backup.fileName }),
    );
    expect(result.restoredFrom).toBe(backup.fileName);

    expect(host.services).not.toBe(oldServices);
    expect(oldServices.db.open).toBe(false);
    expect(await names()).toEqual(['Before', 'Dr. Weber']);
    // Nobody is signed in on the restored data until they choose their profile again.
    expect(value<{ profile: unknown }>(await call('session.get')).profile).toBeNull();
    expect(events).toContainEqual({ type: 'app.restored', restoredFrom: backup.fileName, keptAside: result.keptAside });

    // The data as it was before is a verified 'before_restore' backup holding the later profile.
    const keptAside = listBackups(dir.path).find((b) => b.fileName === result.keptAside)!;
    expect(keptAside).toMatchObject({ kind: 'before_restore', verified: true });
    const copy = new BetterSqlite3(keptAside.path, { readonly: true });
    expect(copy.prepare('SELECT display_name FROM profile ORDER BY id').pluck().all()).toEqual([
      'Dr. Weber',
      'Before',
      'After',
    ]);
    copy.close();
    // Task events of the new services still reach the host's listeners.
    const profiles = value<{ id: number; displayName: string }[]>(await call('profiles.list'));
    value(
      await call('session.switch', {
        profileId: profiles.find((p) => p.displayName === 'Dr. Weber')!.id,
        passcode: 'teach-123',
      }),
    );
    const started = value<{ taskId: string }>(await call('data.backup'));
    // The backup runs in a worker thread: wait for its end (up to 15 s on a busy machine).
    for (let waited = 0; waited < 15_000; waited += 100) {
      if (events.some((e) => (e as { taskId?: string }).taskId === started.taskId && e.type !== 'task.progress')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(events).toContainEqual(expect.objectContaining({ type: 'task.done', taskId: started.taskId }));
  });

  it('is for instructors only, checked by the services', async () => {
    const trainee = value<{ id: number }>(await call('profiles.create', { displayName: 'Sam', role: 'trainee' }));
    value(await call('session.switch', { profileId: trainee.id }));
    const backup = await writeBackup(host.services.db, dir.path, 'manual');
    const refused = await call('data.restore', { fileName: backup.fileName });
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call('data.backups')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('refuses a damaged backup, an unknown name and a path, changing nothing', async () => {
    await instructorSignedIn();
    const backup = await writeBackup(host.services.db, dir.path, 'manual');
    value(await call('profiles.create', { displayName: 'Kept', role: 'trainee' }));
    const bytes = Buffer.alloc(4096, 0x5a);
    const fd = openSync(backup.path, 'r+');
    writeSync(fd, bytes, 0, bytes.length, 8192);
    closeSync(fd);
    const damaged = await call('data.restore', { fileName: backup.fileName });
    expect(damaged.ok).toBe(false);
    expect(await call('data.restore', { fileName: 'culturecare-nope.sqlite3' })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await call('data.restore', { fileName: '../culturecare.sqlite3' })).toMatchObject({
      ok: false,
      error: { code: 'invalid_request' },
    });
    expect(await names()).toEqual(['Dr. Weber', 'Kept']);
    expect(listBackups(dir.path).filter((b) => b.kind === 'before_restore')).toEqual([]);
    expect(events.filter((e) => e.type === 'app.restored')).toEqual([]);
  });

  it('is refused while another program has the data folder open', async () => {
    await instructorSignedIn();
    const backup = await writeBackup(host.services.db, dir.path, 'manual');
    value(await call('profiles.create', { displayName: 'Kept', role: 'trainee' }));
    // A command-line import running in another (live) process.
    mkdirSync(join(dir.path, RUNNING_FOLDER), { recursive: true });
    writeFileSync(
      join(dir.path, RUNNING_FOLDER, `${process.ppid}.json`),
      JSON.stringify({ pid: process.ppid, shell: 'cli', host: hostname(), startedAt: '' }),
    );
    const refused = await call('data.restore', { fileName: backup.fileName });
    expect(refused).toMatchObject({ ok: false, error: { code: 'busy' } });
    expect(refused.ok ? '' : refused.error.message).toMatch(/a culturecare command \(process \d+\)/);
    expect(await names()).toEqual(['Dr. Weber', 'Kept']);
    // A process that has ended does not count.
    writeFileSync(
      join(dir.path, RUNNING_FOLDER, '999999.json'),
      JSON.stringify({ pid: 999999, shell: 'browser', host: hostname(), startedAt: '' }),
    );
    rmSync(join(dir.path, RUNNING_FOLDER, `${process.ppid}.json`));
    value(await call('data.restore', { fileName: backup.fileName }));
    expect(await names()).toEqual(['Dr. Weber']);
  });

  it('needs the service host: services started alone refuse to restore', async () => {
    const alone = startServices({ dataDir: makeTempDir().path, shell: 'browser', settingsStore: memoryStore() });
    try {
      await expect(alone.restore('culturecare-x.sqlite3')).rejects.toMatchObject({ code: 'conflict' });
    } finally {
      alone.stop();
    }
  });

  it('puts the data back as it was when the services cannot start on the restored file', async () => {
    const other = makeTempDir();
    const settingsStore = memoryStore();
    let starts = 0;
    const fragile = new ServiceHost((lifecycle) => {
      starts++;
      if (starts === 2) throw new Error('simulated failure on the restored file');
      return startServices({ dataDir: other.path, shell: 'browser', settingsStore, lifecycle });
    });
    try {
      const me = value<{ id: number }>(
        await fragile.dispatch('profiles.create', {
          displayName: 'Dr. Weber',
          role: 'instructor',
          passcode: 'teach-123',
        }),
      );
      value(await fragile.dispatch('session.switch', { profileId: me.id, passcode: 'teach-123' }));
      const backup = await writeBackup(fragile.services.db, other.path, 'manual');
      value(await fragile.dispatch('profiles.create', { displayName: 'After', role: 'trainee' }));
      const failed = await fragile.dispatch('data.restore', { fileName: backup.fileName });
      expect(failed).toMatchObject({ ok: false, error: { code: 'internal' } });
      expect(failed.ok ? '' : failed.error.message).toMatch(/put back/);
      const list = value<{ displayName: string }[]>(await fragile.dispatch('profiles.list', {}));
      expect(list.map((p) => p.displayName).sort()).toEqual(['After', 'Dr. Weber']);
      expect(starts).toBe(3);
    } finally {
      fragile.stop();
      other.remove();
    }
  });

  it('the restored database is a healthy file the services opened', async () => {
    await instructorSignedIn();
    const backup = await writeBackup(host.services.db, dir.path, 'manual');
    value(await call('data.restore', { fileName: backup.fileName }));
    expect(verifyDatabaseFile(host.services.databasePath).schemaVersion).toBe(backup.schemaVersion);
  });
});
