// Pseudonymous ids for the research export: the first 12 hex digits of HMAC-SHA256 over
// "<kind>:<id>" with a random secret made once per installation and kept in app_setting, so the
// same person, cohort, exercise or attempt gets the same pseudonym in every export from this
// computer, and nobody without the database can link a pseudonym back to an id.
import type { Database } from 'better-sqlite3';
import { createHmac, randomBytes } from 'node:crypto';
import { initAppSetting } from '../queries';

export const RESEARCH_SECRET_KEY = 'research_export_secret';
export const PSEUDONYM_KINDS = ['profile', 'cohort', 'exercise', 'attempt'] as const;
export type PseudonymKind = (typeof PSEUDONYM_KINDS)[number];
export type Pseudonymise = (kind: PseudonymKind, id: number | string) => string;

/** The installation's secret (64 hex digits), created on first use. */
export function researchSecret(db: Database): string {
  const stored = initAppSetting(db, RESEARCH_SECRET_KEY, randomBytes(32).toString('hex'));
  if (typeof stored !== 'string' || !/^[0-9a-f]{64}$/.test(stored))
    throw new Error(`The app setting ${RESEARCH_SECRET_KEY} is damaged.`);
  return stored;
}

export const pseudonymWith =
  (secret: string): Pseudonymise =>
  (kind, id) =>
    createHmac('sha256', secret).update(`${kind}:${id}`).digest('hex').slice(0, 12);
