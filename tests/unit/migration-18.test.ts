// Migration 18: per-locale scenario titles; one per locale, known locales only, trimmed and at most
// 120 characters, gone with their scenario.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

function seeded() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(
    db,
    migrations.filter((m) => m.version < 18),
  );
  db.prepare(
    "INSERT OR IGNORE INTO culture (id, name, languages, notes, built_in) VALUES ('german', 'German', '[]', '', 0)",
  ).run();
  db.prepare(
    "INSERT INTO scenario (id, uid, culture_id, title, language, source, provenance) VALUES (5, 'u5', 'german', 'Written', 'en', 'authored', '{}')",
  ).run();
  return db;
}

const insert = 'INSERT INTO scenario_title (scenario_id, locale, title) VALUES (?, ?, ?)';

describe('migration 18', () => {
  it('adds scenario_title with its constraints and cascade', () => {
    const db = seeded();
    migrate(db, migrations);
    expect(readUserVersion(db)).toBe(18);
    db.prepare(insert).run(5, 'de', 'Geschrieben');
    db.prepare(insert).run(5, 'ar', 'مكتوب');
    expect(() => db.prepare(insert).run(5, 'de', 'Noch einer')).toThrow(/UNIQUE|PRIMARY/);
    expect(() => db.prepare(insert).run(5, 'fr', 'Écrit')).toThrow(/CHECK/);
    expect(() => db.prepare(insert).run(5, 'he', '')).toThrow(/CHECK/);
    expect(() => db.prepare(insert).run(5, 'he', ' padded ')).toThrow(/CHECK/);
    expect(() => db.prepare(insert).run(5, 'zh', 'x'.repeat(121))).toThrow(/CHECK/);
    expect(() => db.prepare(insert).run(99, 'zh', '标题')).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM scenario WHERE id = 5').run();
    expect(db.prepare('SELECT count(*) AS n FROM scenario_title').get()).toEqual({ n: 0 });
  });
});
