// Migration 17: role-play conversations from submission files; one row per session, origin ids
// unique, the session's deletion takes the row with it, a card cannot go while its row holds it.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

function seeded() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(
    db,
    migrations.filter((m) => m.version < 17),
  );
  db.prepare("INSERT INTO profile (id, display_name, role) VALUES (1, 'Tam', 'trainee')").run();
  db.prepare(
    "INSERT INTO role_card (id, scenario_id, scenario_title, culture_id, language, seed, attributes) VALUES (20, NULL, 'Post', 'german', 'de', 7, '{}')",
  ).run();
  db.prepare(
    "INSERT INTO roleplay_session (id, card_id, card_version, card_snapshot, profile_id, provider_id, turn_cap) VALUES (30, 20, 1, '{}', 1, 'submission-file', 12)",
  ).run();
  return db;
}

const row = (uid: string, session = 30) =>
  [session, 20, uid, 'a'.repeat(64), '2026-11-25T10:00:00.000Z', '{}'] as const;
const insert =
  'INSERT INTO exchange_roleplay (session_id, card_id, origin_uid, content_hash, origin_updated_at, record) VALUES (?, ?, ?, ?, ?, ?)';

describe('migration 17', () => {
  it('adds exchange_roleplay with its constraints and cascades', () => {
    const db = seeded();
    migrate(db, migrations);
    expect(readUserVersion(db)).toBe(migrations.at(-1)!.version);
    db.prepare(insert).run(...row('origin-one'));
    expect(() => db.prepare(insert).run(...row('origin-one', 31))).toThrow();
    expect(() => db.prepare(insert).run(30, 20, 'origin-two', 'short', '2026-11-25T10:00:00.000Z', '{}')).toThrow(
      /CHECK/,
    );
    expect(() => db.prepare('DELETE FROM role_card WHERE id = 20').run()).toThrow(/FOREIGN KEY/);
    db.prepare('DELETE FROM roleplay_session WHERE id = 30').run();
    expect(db.prepare('SELECT count(*) AS n FROM exchange_roleplay').get()).toEqual({ n: 0 });
    db.prepare('DELETE FROM role_card WHERE id = 20').run();
  });
});
