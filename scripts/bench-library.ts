// Library listing at department scale: a database with 10,000 scenarios (copies of the built-in ones
// with their cultural-signal spans), then library.list as the Library screen asks for it: the first
// page of everything, filtered by culture, by culture and theme, searched (a word, and two
// characters), and the next page; each timed over repeated runs (median and p95, ms, including the
// JSON answer), with the size of the answer. Also the first call after a change to the library (the
// summaries are read again). Target: listing, filtering and searching within 10 ms.
// Usage: tsx scripts/bench-library.ts [--scenarios 10000] [--runs 30]
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { LibraryFilter } from '../shared/domain/library';
import { startServices } from '../electron/services/app-services';
import * as q from '../electron/services/library/queries';
import { builtInLibraryDir } from '../electron/services/paths';
import { memoryStore } from '../tests/helpers/services';
import { makeTempDir } from '../tests/helpers/temp-dir';

const { values } = parseArgs({ options: { scenarios: { type: 'string' }, runs: { type: 'string' } }, strict: false });
const SCENARIOS = Number(values.scenarios ?? 10_000);
const RUNS = Number(values.runs ?? 30);
const PAGE = 60;
const TARGET_MS = 10;

const dir = makeTempDir();
const services = startServices({
  dataDir: dir.path,
  shell: 'browser',
  settingsStore: memoryStore(),
  libraryDir: builtInLibraryDir(join(import.meta.dirname, '..')),
});
const { db } = services;

// Copies of the built-in scenarios (and their post spans) until the library holds SCENARIOS.
const originals = q.allScenarioRows(db);
const started = performance.now();
const copySpans = db.prepare(
  `INSERT INTO span (scenario_id, response_id, start, "end", phrase, kind, label, annotator, note)
   SELECT ?, NULL, start, "end", phrase, kind, label, annotator, note FROM span WHERE scenario_id = ? AND response_id IS NULL`,
);
const copyIndex = db.prepare(
  'INSERT INTO scenario_fts (rowid, title, body) SELECT ?, ?, body FROM scenario_fts WHERE rowid = ?',
);
const copyScenario = db.prepare(
  `INSERT INTO scenario (uid, culture_id, title, language, post_text, demographics, themes, content_warnings, risk, source, provenance, version)
   SELECT ?, culture_id, ?, language, post_text, demographics, themes, content_warnings, risk, 'authored', '{"type":"authored","by":null}', 1
   FROM scenario WHERE id = ?`,
);
db.transaction(() => {
  for (let i = originals.length; i < SCENARIOS; i++) {
    const row = originals[i % originals.length]!;
    const title = `${row.title} (${i})`;
    const id = Number(copyScenario.run(`bench:${i}`, title, row.id).lastInsertRowid);
    copySpans.run(id, row.id);
    copyIndex.run(id, title, row.id);
  }
})();
const total = (db.prepare('SELECT count(*) AS n FROM scenario').get() as { n: number }).n;
console.log(`Library: ${total} scenarios (built in ${Math.round(performance.now() - started)} ms).`);

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const round = (x: number) => Math.round(x * 100) / 100;

/** One call as the API answers it: the service's result turned into the JSON sent back. */
function listOnce(filter: LibraryFilter): { ms: number; bytes: number; total: number; items: number } {
  const t0 = performance.now();
  const result = services.library.list(filter);
  const json = JSON.stringify({ ok: true, value: result });
  return { ms: performance.now() - t0, bytes: json.length, total: result.total, items: result.items.length };
}

const culture = originals[0]!.culture_id;
const theme = (JSON.parse(originals.find((r) => JSON.parse(r.themes).length > 0)!.themes) as string[])[0]!;
const word = (originals[0]!.title.split(/\s+/).find((w) => w.length >= 5) ?? originals[0]!.title).toLowerCase();
const cases: [string, LibraryFilter][] = [
  ['first page, everything', { limit: PAGE }],
  [`culture = ${culture}`, { culture, limit: PAGE }],
  [`culture + theme ${theme}`, { culture, theme, limit: PAGE }],
  [`search "${word}"`, { query: word, limit: PAGE }],
  ['search, two characters', { query: word.slice(0, 2), limit: PAGE }],
  ['next page (offset 60)', { offset: PAGE, limit: PAGE }],
  ['everything at once (no limit)', {}],
];

// After a change to the library the first call reads every summary again.
q.reindexScenario(db, originals[0]!.id);
db.prepare('UPDATE scenario SET title = title WHERE id = ?').run(originals[0]!.id);
const cold = listOnce({ limit: PAGE });
console.log(`First call after a change: ${round(cold.ms)} ms (${total} summaries read).`);

let worst = 0;
console.log('');
console.log('case                                   median ms   p95 ms   answer KB   matches');
for (const [name, filter] of cases) {
  // Each case is timed fresh for its first call (a new filter) and then repeated (the same filter).
  const first = listOnce(filter);
  const times = [first.ms];
  for (let i = 1; i < RUNS; i++) times.push(listOnce(filter).ms);
  const p95 = percentile(times, 95);
  if (filter.limit !== undefined) worst = Math.max(worst, first.ms, p95);
  console.log(
    `${name.padEnd(38)} ${String(round(percentile(times, 50))).padStart(9)} ${String(round(p95)).padStart(8)} ${String(
      round(first.bytes / 1024),
    ).padStart(11)} ${String(first.total).padStart(9)}  (first call ${round(first.ms)} ms)`,
  );
}
console.log('');
console.log(
  `Paged listing, filtering and searching: worst ${round(worst)} ms (target ${TARGET_MS} ms) — ${worst <= TARGET_MS ? 'met' : 'NOT met'}.`,
);

services.stop();
dir.remove();
