// `culturecare db check`: integrity and schema version, opening the file read-only (never migrating it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { latestSchemaVersion, openDatabase, readUserVersion } from '../services/db/open';
import { AppError } from '../services/errors';
import { databaseFileName, resolveDataDir } from '../services/paths';

export type DbCheckReport = {
  path: string;
  exists: boolean;
  schemaVersion: number | null;
  latestVersion: number;
  integrity: string[];
  ok: boolean;
  problem: string | null;
};

export function checkDatabase(dataDirOption: string | undefined): DbCheckReport {
  const path = join(resolveDataDir({ explicit: dataDirOption }), databaseFileName);
  const latestVersion = latestSchemaVersion();
  const base = { path, latestVersion };
  if (!existsSync(path)) {
    return {
      ...base,
      exists: false,
      schemaVersion: null,
      integrity: [],
      ok: true,
      problem: 'No database yet; it is created on first start.',
    };
  }
  try {
    const db = openDatabase(path, { readonly: true });
    try {
      const schemaVersion = readUserVersion(db);
      const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check);
      const healthy = integrity.length === 1 && integrity[0] === 'ok';
      const behind = schemaVersion < latestVersion;
      return {
        ...base,
        exists: true,
        schemaVersion,
        integrity,
        ok: healthy,
        problem: !healthy
          ? 'The integrity check found problems.'
          : behind
            ? `Schema ${schemaVersion} will be upgraded to ${latestVersion} on next start.`
            : null,
      };
    } finally {
      db.close();
    }
  } catch (error) {
    const message = error instanceof AppError ? error.message : String(error);
    return { ...base, exists: true, schemaVersion: null, integrity: [], ok: false, problem: message };
  }
}
