// Import history and undo: an import removes what it created, restores what it replaced,
// and takes back texts it filled in, in one transaction.
import type { Database } from 'better-sqlite3';
import type { ImportBatch } from '../../../shared/domain/library';
import type { PackScenario } from '../../../shared/library/pack-schema';
import { AppError } from '../errors';
import { writePackScenario } from './pack';
import * as q from './queries';

type UndoData = { created?: number[]; filled?: number[]; replaced?: PackScenario[]; culturesAdded?: string[] };

export function listBatches(db: Database): ImportBatch[] {
  const rows = db.prepare('SELECT * FROM import_batch ORDER BY id DESC').all() as {
    id: number;
    kind: ImportBatch['kind'];
    file_name: string;
    created_at: string;
    undone_at: string | null;
    undo_data: string;
  }[];
  return rows.map((r) => {
    const data = JSON.parse(r.undo_data) as UndoData;
    return {
      id: r.id,
      kind: r.kind,
      fileName: r.file_name,
      createdAt: r.created_at,
      undoneAt: r.undone_at,
      scenarios: (data.created?.length ?? 0) + (data.filled?.length ?? 0) + (data.replaced?.length ?? 0),
    };
  });
}

export function undoBatch(db: Database, batchId: number): { removed: number; restored: number } {
  const row = db.prepare('SELECT undo_data, undone_at FROM import_batch WHERE id = ?').get(batchId) as
    { undo_data: string; undone_at: string | null } | undefined;
  if (!row) throw new AppError('not_found', `There is no import with id ${batchId}.`);
  if (row.undone_at) throw new AppError('conflict', 'This import has already been undone.');
  const data = JSON.parse(row.undo_data) as UndoData;
  let removed = 0;
  let restored = 0;
  // Set-based, so undoing a large import holds the write lock only briefly.
  const created = JSON.stringify(data.created ?? []);
  const filled = JSON.stringify(data.filled ?? []);
  const ids = '(SELECT value FROM json_each(?))';
  db.transaction(() => {
    db.prepare(`DELETE FROM scenario_fts WHERE rowid IN ${ids}`).run(created);
    removed = db.prepare(`DELETE FROM scenario WHERE id IN ${ids}`).run(created).changes;
    db.prepare(`UPDATE scenario SET post_text = NULL WHERE id IN ${ids}`).run(filled);
    db.prepare(`UPDATE response SET text = NULL WHERE scenario_id IN ${ids} AND kind = 'peer'`).run(filled);
    db.prepare(`UPDATE span SET start = NULL, "end" = NULL WHERE scenario_id IN ${ids}`).run(filled);
    for (const id of data.filled ?? []) {
      q.reindexScenario(db, id);
      restored++;
    }
    for (const previous of data.replaced ?? []) {
      const current = q.getScenarioRowByUid(db, previous.uid);
      // Saved before it had titles of its own: it goes back to having none.
      writePackScenario(db, { ...previous, titles: previous.titles ?? {} }, { id: current?.id, batchId: null });
      restored++;
    }
    for (const cultureId of data.culturesAdded ?? []) {
      const inUse = db.prepare('SELECT 1 FROM scenario WHERE culture_id = ?').get(cultureId);
      if (!inUse) db.prepare('DELETE FROM culture WHERE id = ? AND built_in = 0').run(cultureId);
    }
    db.prepare("UPDATE import_batch SET undone_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE id = ?").run(batchId);
  })();
  return { removed, restored };
}
