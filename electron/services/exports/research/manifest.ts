// The research export's first line: what produced the file and with which settings (app version,
// rubric versions, the judges with their models, settings hashes and the prompt hashes behind the
// exported judgements, analyzer version, spotting rule, calibration threshold, export date).
import type { Database } from 'better-sqlite3';
import { calibrationThresholdSchema } from '../../../../shared/domain/review';
import {
  RESEARCH_SCHEMA_VERSION,
  type ResearchManifest,
  type ResearchRecord,
} from '../../../../shared/domain/research-export';
import { MATCH_RULE } from '../../../../shared/practice/spot-score';
import { sha256Hex } from '../../../../shared/prompts/hash';
import { RUBRICS } from '../../../../shared/rubrics/registry';
import { ANALYZER_VERSION } from '../../analyzer';
import { APP_VERSION } from '../../app-version';
import { listProviderRows, readAppSetting, type ProviderRow } from '../queries';
import { PSEUDONYM_KINDS } from './pseudonyms';
import { NAME_PLACEHOLDER } from './redact';

/** Where the instructor's calibration threshold is kept in app_setting. */
export const CALIBRATION_THRESHOLD_KEY = 'calibration.threshold';

type Judgement = ResearchRecord['versions'][number]['judgements'][number];
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The threshold as stored, or the defaults when it was never set (or cannot be read). */
export function calibrationThreshold(db: Database) {
  const parsed = calibrationThresholdSchema.safeParse(readAppSetting(db, CALIBRATION_THRESHOLD_KEY) ?? {});
  return parsed.success ? parsed.data : calibrationThresholdSchema.parse({});
}

function endpointOf(p: ProviderRow): 'in_app' | 'loopback' | 'remote' {
  if (p.kind === 'local') return 'in_app';
  try {
    return LOOPBACK.test(new URL(p.base_url).hostname) ? 'loopback' : 'remote';
  } catch {
    return 'remote';
  }
}

function settingsOf(p: ProviderRow): { logprobs: boolean; structuredOutput: boolean; rationaleFirst: boolean } {
  const o = JSON.parse(p.options) as Partial<Record<'logprobs' | 'structuredOutput' | 'rationaleFirst', unknown>>;
  return {
    logprobs: o.logprobs === true,
    structuredOutput: o.structuredOutput === true,
    rationaleFirst: o.rationaleFirst === true,
  };
}

/** Collects, judgement by judgement, which judges, prompt hashes and rubric versions the records use. */
export class JudgeLedger {
  private readonly judges = new Map<
    string,
    { promptHashes: Set<string>; rubricVersions: Set<string>; count: number }
  >();

  add(j: Judgement): void {
    const entry = this.judges.get(j.judgeId) ?? {
      promptHashes: new Set<string>(),
      rubricVersions: new Set<string>(),
      count: 0,
    };
    if (j.promptHash) entry.promptHashes.add(j.promptHash);
    entry.rubricVersions.add(JSON.stringify([j.rubricId, j.rubricVersion]));
    entry.count += 1;
    this.judges.set(j.judgeId, entry);
  }

  entries(providers: readonly ProviderRow[]): ResearchManifest['judges'] {
    return [...this.judges.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([judgeId, entry]) => {
        const provider = providers.find((p) => p.id === judgeId);
        const settings = provider ? settingsOf(provider) : null;
        return {
          judgeId,
          kind: provider?.kind ?? null,
          model: provider?.model ?? null,
          endpoint: provider ? endpointOf(provider) : null,
          settings,
          settingsHash: provider
            ? sha256Hex(
                JSON.stringify(['judge-settings/v1', provider.kind, provider.base_url, provider.model, settings]),
              )
            : null,
          promptHashes: [...entry.promptHashes].sort(),
          rubricVersions: [...entry.rubricVersions]
            .map((k) => JSON.parse(k) as [string, number])
            .map(([rubricId, version]) => ({ rubricId, version })),
          judgements: entry.count,
        };
      });
  }
}

export function researchManifest(
  db: Database,
  o: { exportedAt: string; records: number; filters: ResearchManifest['filters']; ledger: JudgeLedger },
): ResearchManifest {
  const threshold = calibrationThreshold(db);
  return {
    type: 'manifest',
    schemaVersion: RESEARCH_SCHEMA_VERSION,
    app: { name: 'CultureCare Trainer', version: APP_VERSION },
    exportedAt: o.exportedAt,
    filters: o.filters,
    records: o.records,
    pseudonyms: {
      method:
        'First 12 hex digits of HMAC-SHA256(per-installation secret, "<kind>:<id>"); the same on every export from this installation.',
      kinds: [...PSEUDONYM_KINDS],
      stable: true,
    },
    redaction: `Profile display names in free text (replies, critiques, comments, rationales) are replaced by "${NAME_PLACEHOLDER}".`,
    rubrics: RUBRICS.map((r) => ({
      id: r.id,
      version: r.version,
      items: r.items.map((i) => ({
        id: i.id,
        scale: i.scale.id,
        options: i.scale.options.map((option) => ({ code: option.code, value: option.value })),
      })),
      aggregates: r.aggregates.map((a) => ({ id: a.id, inputs: [...a.inputs] })),
    })),
    judges: o.ledger.entries(listProviderRows(db)),
    analyzer: { version: ANALYZER_VERSION },
    spotting: { matchRule: { ...MATCH_RULE } },
    settings: {
      calibrationThreshold: {
        statistic: threshold.statistic,
        minimum: threshold.minimum,
        minPairs: threshold.minPairs,
      },
    },
  };
}
