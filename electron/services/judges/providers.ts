// Configured judge providers in the judge_provider table: OpenAI-compatible servers (kind 'openai') and
// local models run in this app (kind 'local', model = the model list id, base_url ''). API keys live in
// the secret store under "judge:<id>", never in the database and never in API answers.
import type { Database } from 'better-sqlite3';
import { inferServerKind, type JudgeServerKind } from '../../../shared/domain/judge-servers';
import { LOCAL_DESTINATION, type JudgeProvider, type JudgeProviderKind } from '../../../shared/domain/judging';
import { AppError } from '../errors';
import type { SecretStore } from '../secrets/store';
import { localJudgeFromProvider, type LocalJudgeContext } from './local/from-provider';
import { createOpenAiJudge } from './openai/judge';
import type { ModelJudge } from './types';

type ProviderOptions = {
  logprobs: boolean;
  structuredOutput: boolean;
  rationaleFirst: boolean;
  maxConcurrency: number;
};
type ProviderRow = {
  id: string;
  label: string;
  kind: JudgeProviderKind;
  base_url: string;
  model: string;
  options: string;
  default_for: string;
  server_kind: JudgeServerKind;
};

/** What is stored for a provider (the key is stored apart, in the secret store); no serverKind: guessed from the address. */
export type ProviderRecord = Omit<JudgeProvider, 'hasApiKey' | 'destination' | 'serverKind'> & {
  serverKind?: JudgeServerKind;
};

export const secretName = (id: string) => `judge:${id}`;
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

function destinationOf(row: ProviderRow): JudgeProvider['destination'] {
  if (row.kind === 'local') return { ...LOCAL_DESTINATION };
  const host = new URL(row.base_url).hostname;
  return { host, offMachine: !LOOPBACK.test(host) };
}

function toProvider(row: ProviderRow, secrets: SecretStore): JudgeProvider {
  const options = JSON.parse(row.options) as ProviderOptions;
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    baseUrl: row.base_url,
    model: row.model,
    ...options,
    serverKind: row.server_kind,
    defaultFor: JSON.parse(row.default_for) as string[],
    hasApiKey: row.kind === 'openai' && secrets.has(secretName(row.id)),
    destination: destinationOf(row),
  };
}

export function listProviders(db: Database, secrets: SecretStore): JudgeProvider[] {
  return (db.prepare('SELECT * FROM judge_provider ORDER BY label COLLATE NOCASE').all() as ProviderRow[]).map((r) =>
    toProvider(r, secrets),
  );
}

export function getProvider(db: Database, secrets: SecretStore, id: string): JudgeProvider | undefined {
  const row = db.prepare('SELECT * FROM judge_provider WHERE id = ?').get(id) as ProviderRow | undefined;
  return row && toProvider(row, secrets);
}

export function upsertProvider(db: Database, p: ProviderRecord): void {
  const options: ProviderOptions = {
    logprobs: p.logprobs,
    structuredOutput: p.structuredOutput,
    rationaleFirst: p.rationaleFirst,
    maxConcurrency: p.maxConcurrency,
  };
  db.prepare(
    `INSERT INTO judge_provider (id, label, kind, base_url, model, options, default_for, server_kind) VALUES (@id, @label, @kind, @baseUrl, @model, @options, @defaultFor, @serverKind)
     ON CONFLICT (id) DO UPDATE SET label = excluded.label, kind = excluded.kind, base_url = excluded.base_url, model = excluded.model, options = excluded.options, default_for = excluded.default_for, server_kind = excluded.server_kind`,
  ).run({
    id: p.id,
    label: p.label,
    kind: p.kind,
    baseUrl: p.baseUrl,
    model: p.model,
    options: JSON.stringify(options),
    defaultFor: JSON.stringify(p.defaultFor),
    serverKind: p.serverKind ?? (p.kind === 'local' ? 'this-computer' : inferServerKind(p.baseUrl)),
  });
}

export const deleteProviderRow = (db: Database, id: string) =>
  db.prepare('DELETE FROM judge_provider WHERE id = ?').run(id).changes > 0;

/**
 * The judge for a provider: an OpenAI-compatible client, or for kind 'local' the in-process judge of
 * its installed model (needs `local`: the model list and the shared workers).
 */
export function judgeFromProvider(p: JudgeProvider, secrets: SecretStore, local?: LocalJudgeContext): ModelJudge {
  if (p.kind === 'local') {
    if (!local)
      throw new AppError('internal', `The judge "${p.label}" runs a local model, which is not available here.`);
    return localJudgeFromProvider(p, local);
  }
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
