// Configured judge providers (OpenAI-compatible servers) in the judge_provider table; API keys live in
// the secret store under "judge:<id>", never in the database and never in API answers.
import type { Database } from 'better-sqlite3';
import type { JudgeProvider } from '../../../shared/domain/judging';
import { createOpenAiJudge, type OpenAiJudge } from './openai/judge';
import type { SecretStore } from '../secrets/store';

type ProviderOptions = { logprobs: boolean; structuredOutput: boolean; rationaleFirst: boolean; maxConcurrency: number };
type ProviderRow = { id: string; label: string; kind: 'openai'; base_url: string; model: string; options: string; default_for: string };

export const secretName = (id: string) => `judge:${id}`;
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function toProvider(row: ProviderRow, secrets: SecretStore): JudgeProvider {
  const options = JSON.parse(row.options) as ProviderOptions;
  const host = new URL(row.base_url).hostname;
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    baseUrl: row.base_url,
    model: row.model,
    ...options,
    defaultFor: JSON.parse(row.default_for) as string[],
    hasApiKey: secrets.has(secretName(row.id)),
    destination: { host, offMachine: !LOOPBACK.test(host) },
  };
}

export function listProviders(db: Database, secrets: SecretStore): JudgeProvider[] {
  return (db.prepare('SELECT * FROM judge_provider ORDER BY label COLLATE NOCASE').all() as ProviderRow[]).map((r) => toProvider(r, secrets));
}

export function getProvider(db: Database, secrets: SecretStore, id: string): JudgeProvider | undefined {
  const row = db.prepare('SELECT * FROM judge_provider WHERE id = ?').get(id) as ProviderRow | undefined;
  return row && toProvider(row, secrets);
}

export function upsertProvider(db: Database, p: Omit<JudgeProvider, 'hasApiKey' | 'destination' | 'kind'>): void {
  const options: ProviderOptions = { logprobs: p.logprobs, structuredOutput: p.structuredOutput, rationaleFirst: p.rationaleFirst, maxConcurrency: p.maxConcurrency };
  db.prepare(
    `INSERT INTO judge_provider (id, label, base_url, model, options, default_for) VALUES (@id, @label, @baseUrl, @model, @options, @defaultFor)
     ON CONFLICT (id) DO UPDATE SET label = excluded.label, base_url = excluded.base_url, model = excluded.model, options = excluded.options, default_for = excluded.default_for`,
  ).run({ id: p.id, label: p.label, baseUrl: p.baseUrl, model: p.model, options: JSON.stringify(options), defaultFor: JSON.stringify(p.defaultFor) });
}

export const deleteProviderRow = (db: Database, id: string) => db.prepare('DELETE FROM judge_provider WHERE id = ?').run(id).changes > 0;

export function judgeFromProvider(p: JudgeProvider, secrets: SecretStore): OpenAiJudge {
  return createOpenAiJudge({
    id: p.id,
    label: p.label,
    baseUrl: p.baseUrl,
    model: p.model,
    apiKey: secrets.get(secretName(p.id)),
    logprobs: p.logprobs,
    structuredOutput: p.structuredOutput,
    rationaleFirst: p.rationaleFirst,
    maxConcurrency: p.maxConcurrency,
  });
}
