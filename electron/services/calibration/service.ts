// Judge calibration: how far each AI judge agrees with the supervisors' blind ratings, per rubric item,
// with every agreement statistic and its interpretation band, and the instructor's threshold below
// which a judge x item is advisory (and, when enforced, hidden from trainees).
import type { Database } from 'better-sqlite3';
import type { CalibrationReport, CalibrationRow, CalibrationThreshold } from '../../../shared/domain/review';
import { RUBRIC_IDS } from '../../../shared/rubrics/registry';
import { calibrationData } from './data';
import { calibrationRows, type JudgeInfo } from './report';
import { readThreshold, writeThreshold } from './threshold';

export class CalibrationService {
  constructor(
    private readonly db: Database,
    private readonly judges: () => readonly JudgeInfo[],
  ) {}

  /** Rows for one rubric, or both. */
  rows(rubricId?: string): CalibrationRow[] {
    return calibrationRows(
      calibrationData(this.db),
      readThreshold(this.db),
      rubricId ? [rubricId] : RUBRIC_IDS,
      this.judges(),
    );
  }

  report(rubricId?: string): CalibrationReport {
    return { threshold: readThreshold(this.db), rows: this.rows(rubricId), generatedAt: new Date().toISOString() };
  }

  threshold(): CalibrationThreshold {
    return readThreshold(this.db);
  }

  setThreshold(threshold: CalibrationThreshold): CalibrationThreshold {
    return writeThreshold(this.db, threshold);
  }
}
