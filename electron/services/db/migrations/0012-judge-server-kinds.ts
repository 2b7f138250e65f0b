// Migration 12: what kind of server each judge is ('this-computer', 'department', 'commercial'), which sets its default
// number of requests at once. Existing judges get a kind from their address: in-app models and loopback servers are this
// computer, well-known API hosts commercial, anything else a department server. Shipped: never edit; add a new migration.
import type { Migration } from './types';

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|::1)$/i;
const COMMERCIAL =
  /(^|\.)(openai\.com|anthropic\.com|googleapis\.com|mistral\.ai|together\.xyz|together\.ai|openrouter\.ai|groq\.com|deepseek\.com|fireworks\.ai|perplexity\.ai|cohere\.ai|cohere\.com|x\.ai|azure\.com|deepinfra\.com|novita\.ai|moonshot\.cn|dashscope\.aliyuncs\.com|bigmodel\.cn)$/i;

/** The kind of an existing judge (frozen here: later changes to the app's guess do not change this migration). */
function kindOf(kind: string, baseUrl: string): 'this-computer' | 'department' | 'commercial' {
  if (kind === 'local') return 'this-computer';
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return 'department';
  }
  if (LOOPBACK.test(host)) return 'this-computer';
  return COMMERCIAL.test(host) ? 'commercial' : 'department';
}

export const migration12: Migration = {
  version: 12,
  name: 'judge server kinds',
  up: (db) => {
    db.exec(`ALTER TABLE judge_provider ADD COLUMN server_kind TEXT NOT NULL DEFAULT 'department'
      CHECK (server_kind IN ('this-computer', 'department', 'commercial'))`);
    const rows = db.prepare('SELECT id, kind, base_url FROM judge_provider').all() as {
      id: string;
      kind: string;
      base_url: string;
    }[];
    const update = db.prepare('UPDATE judge_provider SET server_kind = ? WHERE id = ?');
    for (const row of rows) update.run(kindOf(row.kind, row.base_url), row.id);
  },
};
