// Loads the built-in library files (assets/library/*.json) and installs or upgrades them.
// A newer file version replaces built-in scenarios an instructor has not edited; user-made ones are never touched.
import type { Database } from 'better-sqlite3';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { anchorPhrase } from '../../../shared/library/anchor';
import {
  findLibraryProblems,
  libraryCultureFileSchema,
  type LibraryCultureFile,
  type LibraryScenario,
} from '../../../shared/library/schema';
import { ADAPTATION_STRATEGIES } from '../../../shared/domain/vocabulary';
import type { Provenance } from '../../../shared/domain/library';
import * as q from './queries';

export type LoadedLibraryFile = { name: string; data: LibraryCultureFile };

export function loadLibraryFiles(dir: string): LoadedLibraryFile[] {
  const names = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  return names.map((name) => {
    const data = libraryCultureFileSchema.parse(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    const problems = findLibraryProblems(data);
    if (problems.length)
      throw new Error(
        `Built-in library file ${name} is invalid: ${problems.map((p) => `${p.scenarioId}: ${p.message}`).join('; ')}`,
      );
    return { name, data };
  });
}

/**
 * Whether any built-in library file is newer than what the database holds (or not installed yet), read
 * from each file's culture id and version alone. Validating the whole library takes a quarter of a second,
 * so a start-up with nothing new skips it.
 */
export function builtInLibraryChanged(db: Database, dir: string): boolean {
  const installed = new Map(
    (db.prepare('SELECT culture_id, version FROM library_file').all() as { culture_id: string; version: number }[]).map(
      (r) => [r.culture_id, r.version],
    ),
  );
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    let head: { culture?: { id?: unknown }; version?: unknown };
    try {
      head = JSON.parse(readFileSync(join(dir, name), 'utf8')) as typeof head;
    } catch {
      return true; // let the full load report the broken file
    }
    const id = head.culture?.id;
    const version = head.version;
    if (typeof id !== 'string' || typeof version !== 'number') return true;
    const have = installed.get(id);
    if (have === undefined || have < version) return true;
  }
  return false;
}

/** Installs or upgrades the built-in library when a file is newer than the database's copy; null when nothing changed. */
export function syncBuiltInLibraryIfChanged(db: Database, dir: string): SyncReport | null {
  return builtInLibraryChanged(db, dir) ? syncBuiltInLibrary(db, loadLibraryFiles(dir)) : null;
}

export const builtInUid = (scenarioId: string) => `builtin:${scenarioId}`;

/** Inserts spans for phrases of one text, anchoring each at its first occurrence. */
function insertAnchoredSpans(
  db: Database,
  scenarioId: number,
  responseId: number | null,
  text: string,
  annotations: LibraryScenario['postAnnotations'] | LibraryScenario['peerReply']['annotations'],
): void {
  for (const a of annotations) {
    const anchor = anchorPhrase(text, a.phrase);
    const label = a.kind === 'distress' ? a.intensity : a.kind === 'cultural_signal' ? a.type : a.strategy;
    q.insertSpan(db, {
      scenarioId,
      responseId,
      start: anchor?.start ?? null,
      end: anchor?.end ?? null,
      phrase: a.phrase,
      kind: a.kind,
      label,
    });
  }
}

function writeContent(db: Database, scenarioId: number, s: LibraryScenario, provenance: Provenance): void {
  db.prepare('DELETE FROM span WHERE scenario_id = ?').run(scenarioId);
  db.prepare("DELETE FROM response WHERE scenario_id = ? AND kind IN ('peer', 'exemplar')").run(scenarioId);
  insertAnchoredSpans(db, scenarioId, null, s.post, s.postAnnotations);
  const peerId = q.insertResponse(db, {
    scenarioId,
    kind: 'peer',
    strategy: null,
    text: s.peerReply.text,
    empathy: s.peerReply.empathy,
    provenance,
  });
  insertAnchoredSpans(db, scenarioId, peerId, s.peerReply.text, s.peerReply.annotations);
  for (const strategy of ADAPTATION_STRATEGIES) {
    const r = s.responses[strategy];
    const id = q.insertResponse(db, {
      scenarioId,
      kind: 'exemplar',
      strategy,
      text: r.text,
      empathy: null,
      provenance,
    });
    insertAnchoredSpans(db, scenarioId, id, r.text, r.annotations);
  }
  q.reindexScenario(db, scenarioId);
}

export type SyncReport = { installed: number; upgraded: number; keptEdited: number; removed: number };

export function syncBuiltInLibrary(db: Database, files: LoadedLibraryFile[]): SyncReport {
  const report: SyncReport = { installed: 0, upgraded: 0, keptEdited: 0, removed: 0 };
  db.transaction(() => {
    for (const { name, data } of files) {
      const installed = db.prepare('SELECT version FROM library_file WHERE culture_id = ?').get(data.culture.id) as
        { version: number } | undefined;
      if (installed && installed.version >= data.version) continue;
      q.upsertCulture(db, { ...data.culture, builtIn: true });
      const provenance: Provenance = { type: 'library', file: name, version: data.version };
      const fields = (s: LibraryScenario) => ({
        cultureId: data.culture.id,
        title: s.title,
        language: s.language,
        postText: s.post,
        demographics: s.demographics,
        themes: s.themes,
        contentWarnings: s.contentWarnings,
        risk: s.risk,
      });
      const uids = new Set<string>();
      for (const s of data.scenarios) {
        const uid = builtInUid(s.id);
        uids.add(uid);
        const existing = q.getScenarioRowByUid(db, uid);
        if (existing?.modified) {
          report.keptEdited++;
          continue;
        }
        let id: number;
        if (existing) {
          id = existing.id;
          q.updateScenarioFields(db, id, { ...fields(s), modified: false });
          db.prepare('UPDATE scenario SET version = ?, provenance = ? WHERE id = ?').run(
            data.version,
            JSON.stringify(provenance),
            id,
          );
          report.upgraded++;
        } else {
          id = q.insertScenario(db, { uid, ...fields(s), source: 'built_in', provenance, version: data.version });
          report.installed++;
        }
        writeContent(db, id, s, provenance);
      }
      const stale = db
        .prepare("SELECT id, uid, modified FROM scenario WHERE source = 'built_in' AND culture_id = ?")
        .all(data.culture.id) as { id: number; uid: string; modified: number }[];
      for (const row of stale) {
        if (!uids.has(row.uid) && !row.modified) {
          q.deleteScenario(db, row.id);
          report.removed++;
        }
      }
      db.prepare(
        'INSERT INTO library_file (culture_id, version) VALUES (?, ?) ON CONFLICT (culture_id) DO UPDATE SET version = excluded.version',
      ).run(data.culture.id, data.version);
    }
  })();
  return report;
}
