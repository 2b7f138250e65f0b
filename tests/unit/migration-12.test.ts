// Migration 12: each judge's server kind (this computer, department server, commercial API), guessed for existing judges
// from their address, constrained to the three kinds, and kept with the judge's other settings.
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrations } from '../../electron/services/db/migrations';
import { migrate, readUserVersion } from '../../electron/services/db/open';

const upTo = (version: number) => migrations.filter((m) => m.version <= version);

function versionEleven() {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, upTo(11));
  const insert = db.prepare(
    'INSERT INTO judge_provider (id, label, kind, base_url, model, options) VALUES (?, ?, ?, ?, ?, \'{"maxConcurrency":4}\')',
  );
  insert.run('laptop', 'Ollama', 'openai', 'http://127.0.0.1:11434/v1', 'qwen');
  insert.run('uni', 'Department vLLM', 'openai', 'https://llm.psych.uni-example.de/v1', 'llama');
  insert.run('gpt', 'OpenAI', 'openai', 'https://api.openai.com/v1', 'gpt-4o-mini');
  insert.run('router', 'OpenRouter', 'openai', 'https://openrouter.ai/api/v1', 'x');
  insert.run('inapp', 'In-app model', 'local', '', 'tiny-lm');
  return db;
}

describe('migration 12: judge server kinds', () => {
  it('is the twelfth migration and upgrades a version-11 database, keeping every judge and its settings', () => {
    expect(migrations[11]).toMatchObject({ version: 12, name: 'judge server kinds' });
    const db = versionEleven();
    expect(migrate(db, upTo(12))).toBe(12);
    expect(readUserVersion(db)).toBe(12);
    const rows = db.prepare('SELECT id, server_kind, options FROM judge_provider ORDER BY id').all();
    expect(rows).toEqual([
      { id: 'gpt', server_kind: 'commercial', options: '{"maxConcurrency":4}' },
      { id: 'inapp', server_kind: 'this-computer', options: '{"maxConcurrency":4}' },
      { id: 'laptop', server_kind: 'this-computer', options: '{"maxConcurrency":4}' },
      { id: 'router', server_kind: 'commercial', options: '{"maxConcurrency":4}' },
      { id: 'uni', server_kind: 'department', options: '{"maxConcurrency":4}' },
    ]);
  });

  it('defaults new rows to a department server and refuses any other kind', () => {
    const db = versionEleven();
    migrate(db, upTo(12));
    db.prepare(
      "INSERT INTO judge_provider (id, label, base_url, model) VALUES ('new', 'New', 'https://x.example/v1', 'm')",
    ).run();
    expect(db.prepare("SELECT server_kind FROM judge_provider WHERE id = 'new'").get()).toEqual({
      server_kind: 'department',
    });
    expect(() => db.prepare("UPDATE judge_provider SET server_kind = 'cloud' WHERE id = 'new'").run()).toThrow(/CHECK/);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
