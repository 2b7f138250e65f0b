// npm run bench (part): the library list at department size. Copies the built-in library into a fresh
// data folder until it holds 10,000 scenarios (with their cultural-signal spans and search index),
// then times library.list through the dispatcher (validation included): the first page, filters,
// facet changes, paging, searches (new and repeated, long and short) and the first list after a change.
// Target: listing, filtering and searching ≤ 10 ms at 10,000 scenarios.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServices } from '../electron/services/app-services';
import { builtInLibraryDir } from '../electron/services/paths';
import { memoryStore } from '../tests/helpers/services';

const TARGET = Number(process.env.BENCH_LIBRARY_SCENARIOS ?? 10_000);
const REPEATS = 40;
const TARGET_MS = 10;
const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'cc-bench-library-'));
const services = startServices({
  dataDir: dir,
  shell: 'browser',
  settingsStore: memoryStore(),
  libraryDir: builtInLibraryDir(root),
});
const db = services.db;

function grow(): void {
  const base = db.prepare('SELECT id FROM scenario ORDER BY id').pluck().all() as number[];
  const copyScenario = db.prepare(
    `INSERT INTO scenario (uid, culture_id, title, language, post_text, demographics, themes, content_warnings, risk, source, provenance, version, modified)
     SELECT 'bench:' || ? , culture_id, title || ' #' || ?, language, post_text, demographics, themes, content_warnings, risk, 'authored', provenance, 1, 0
     FROM scenario WHERE id = ?`,
  );
  const copySpans = db.prepare(
    `INSERT INTO span (scenario_id, response_id, start, "end", phrase, kind, label, annotator, note)
     SELECT ?, NULL, start, "end", phrase, kind, label, annotator, note FROM span WHERE scenario_id = ? AND response_id IS NULL`,
  );
  const index = db.prepare(
    "INSERT INTO scenario_fts (rowid, title, body) SELECT id, title, coalesce(post_text, '') FROM scenario WHERE id = ?",
  );
  db.transaction(() => {
    for (let n = base.length, copy = 0; n < TARGET; n++, copy++) {
      const from = base[copy % base.length]!;
      const id = Number(copyScenario.run(String(copy), String(copy), from).lastInsertRowid);
      copySpans.run(id, from);
      index.run(id);
    }
  })();
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function time(label: string, request: () => Record<string, unknown>, before?: () => void): Promise<void> {
  const times: number[] = [];
  let total = 0;
  let bytes = 0;
  for (let i = 0; i < REPEATS; i++) {
    before?.();
    const started = performance.now();
    const result = await services.dispatch('library.list', request());
    times.push(performance.now() - started);
    if (!result.ok) throw new Error(`${label}: ${result.error.message}`);
    const value = result.value as { total: number };
    total = value.total;
    bytes = JSON.stringify(value).length;
  }
  const p95 = percentile(times, 95);
  console.log(
    `${label.padEnd(44)} p50 ${percentile(times, 50).toFixed(1).padStart(5)} ms  p95 ${p95.toFixed(1).padStart(5)} ms` +
      `  ${String(total).padStart(5)} match  ${(bytes / 1024).toFixed(0).padStart(4)} KB  ${p95 <= TARGET_MS ? 'ok' : 'OVER'}`,
  );
}

try {
  grow();
  const count = db.prepare('SELECT count(*) FROM scenario').pluck().get() as number;
  console.log(`Library list: ${count} scenarios, ${REPEATS} calls each, load average ${loadavg()[0]!.toFixed(2)}`);
  const page = { limit: 50 };
  await time('first page (50), no filter', () => page);
  await time('culture + language filter', () => ({ ...page, culture: 'german', language: 'de' }));
  const risks = ['none', 'elevated', 'acute'];
  let r = 0;
  const cultures = ['arabic', 'chinese', 'german', 'jewish'];
  const languages = ['en', 'de', 'ar', 'he', 'zh'];
  // 60 different filters in turn, more than the 16 results kept: every call filters afresh.
  await time('a new filter each call (nothing cached)', () => {
    const k = r++;
    return { ...page, risk: risks[k % 3], culture: cultures[k % 4], language: languages[Math.floor(k / 12) % 5] };
  });
  await time('the same filter again', () => ({ ...page, culture: 'german', language: 'de' }));
  let offset = 0;
  await time('scrolling: next page each call', () => ({ limit: 50, offset: (offset += 50) }));
  await time('search, repeated (paging the results)', () => ({ ...page, query: 'family' }));
  let word = 0;
  const words =
    'family mother exam father work alone sister brother school parents tired sleep shame money marriage friends pray church mosque doctor therapy teacher Familie Prüfung Mutter Vater Arbeit allein الأهل أمي أبي 家人 妈妈 爸爸 考试 משפחה אמא אבא lonely afraid'.split(
      ' ',
    );
  // 40 different words in turn, more than the 16 searches kept: every call searches afresh.
  await time('search, a new word each call', () => ({ ...page, query: words[word++ % words.length]! }));
  await time('short search (2 characters)', () => ({ ...page, query: 'ab' }));
  if (process.env.BENCH_LIBRARY_KEEP) db.prepare('VACUUM INTO ?').run(process.env.BENCH_LIBRARY_KEEP);
  let n = 0;
  await time(
    'first list after a change (rebuild)',
    () => page,
    () => db.prepare("UPDATE scenario SET title = title || '' WHERE id = 1 AND ? >= 0").run(n++),
  );
} finally {
  services.stop();
  rmSync(dir, { recursive: true, force: true });
}
