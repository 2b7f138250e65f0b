// Which programs have this data folder open: each shell (desktop app, browser mode, a command-line
// run) writes running/<pid>.json while it runs and removes it when it exits. Restoring a backup is
// refused while another live program holds the folder, since it would keep writing to the old file.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
// zod/mini's named functions, not the full zod: this file loads before browser mode prints its address,
// and the full library (with every schema of the contract) loads later, while the browser starts.
import { _default, enum as oneOf, int, nullable, object, positive, string, type infer as Infer } from 'zod/mini';

export const RUNNING_FOLDER = 'running';

const entrySchema = object({
  pid: int().check(positive()),
  shell: oneOf(['electron', 'browser', 'cli']),
  host: string(),
  startedAt: string(),
  /** Browser mode's port, so a message can say which instance it is. */
  port: _default(nullable(int().check(positive())), null),
});
export type RunningEntry = Infer<typeof entrySchema>;

const folderOf = (dataDir: string) => join(dataDir, RUNNING_FOLDER);
const fileOf = (dataDir: string, pid: number) => join(folderOf(dataDir), `${pid}.json`);

/** True while a process with this id exists on this computer (EPERM: it exists but belongs to someone else). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type RunningRegistration = {
  update: (fields: Partial<Pick<RunningEntry, 'port'>>) => void;
  release: () => void;
};

/** Records this process as using the data folder until it exits (or release() is called). */
export function registerRunning(dataDir: string, shell: RunningEntry['shell']): RunningRegistration {
  const entry: RunningEntry = {
    pid: process.pid,
    shell,
    host: hostname(),
    startedAt: new Date().toISOString(),
    port: null,
  };
  const path = fileOf(dataDir, process.pid);
  const write = () => {
    mkdirSync(folderOf(dataDir), { recursive: true });
    writeFileSync(path, JSON.stringify(entry, null, 2));
  };
  write();
  const release = () => {
    rmSync(path, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return {
    update: (fields) => {
      Object.assign(entry, fields);
      write();
    },
    release,
  };
}

/**
 * The other programs that have the folder open now. Entries of processes that ended without
 * cleaning up (killed, power loss) are removed; entries written on another computer (a shared
 * network folder) cannot be checked and count as running.
 */
export function othersRunning(dataDir: string): RunningEntry[] {
  const folder = folderOf(dataDir);
  if (!existsSync(folder)) return [];
  const here = hostname();
  const others: RunningEntry[] = [];
  for (const name of readdirSync(folder)) {
    if (!/^\d+\.json$/.test(name)) continue;
    const path = join(folder, name);
    let entry: RunningEntry;
    try {
      entry = entrySchema.parse(JSON.parse(readFileSync(path, 'utf8')));
    } catch {
      rmSync(path, { force: true });
      continue;
    }
    if (entry.host === here && entry.pid === process.pid) continue;
    if (entry.host === here && !processAlive(entry.pid)) {
      rmSync(path, { force: true });
      continue;
    }
    others.push(entry);
  }
  return others;
}

/** "the desktop app (process 123)", "browser mode on port 41234 (process 456)", for messages. */
export function describeRunning(entry: RunningEntry): string {
  const what =
    entry.shell === 'electron'
      ? 'the desktop app'
      : entry.shell === 'browser'
        ? `browser mode${entry.port ? ` on port ${entry.port}` : ''}`
        : 'a culturecare command';
  return `${what} (process ${entry.pid}${entry.host === hostname() ? '' : ` on ${entry.host}`})`;
}
