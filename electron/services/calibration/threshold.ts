// The instructor's calibration threshold (statistic, minimum, pairs needed, whether advisory items are
// hidden from trainees), kept in app_setting so it travels with the data.
import type { Database } from 'better-sqlite3';
import { calibrationThresholdSchema, type CalibrationThreshold } from '../../../shared/domain/review';

const KEY = 'calibration.threshold';

export const DEFAULT_THRESHOLD: CalibrationThreshold = calibrationThresholdSchema.parse({});

/** The stored threshold; the defaults when none is stored (or what is stored no longer parses). */
export function readThreshold(db: Database): CalibrationThreshold {
  const row = db.prepare('SELECT value FROM app_setting WHERE key = ?').get(KEY) as { value: string } | undefined;
  if (!row) return { ...DEFAULT_THRESHOLD };
  const parsed = calibrationThresholdSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : { ...DEFAULT_THRESHOLD };
}

export function writeThreshold(db: Database, threshold: CalibrationThreshold): CalibrationThreshold {
  const value = calibrationThresholdSchema.parse(threshold);
  db.prepare(
    'INSERT INTO app_setting (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(KEY, JSON.stringify(value));
  return value;
}
