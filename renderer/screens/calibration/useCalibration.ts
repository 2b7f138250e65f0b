// Loads the calibration report for one rubric (calibration.report); reload() fetches it again, e.g.
// after the instructor changes the threshold.
import { useCallback, useEffect, useState } from 'react';
import type { CalibrationReport } from '../../../shared/domain/review';
import type { RubricId } from '../../../shared/rubrics/registry';
import { api } from '../../api/client';

export function useCalibration(
  rubricId: RubricId,
  enabled: boolean,
): { report: CalibrationReport | null; error: unknown; reload: () => void } {
  const [loaded, setLoaded] = useState<{ rubricId: RubricId; report: CalibrationReport } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api.call('calibration.report', { rubricId }).then(
      (report) => {
        if (!live) return;
        setLoaded({ rubricId, report });
        setError(null);
      },
      (failure: unknown) => {
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [rubricId, enabled, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  // A report for another rubric is not shown while the chosen one loads.
  return { report: loaded && loaded.rubricId === rubricId ? loaded.report : null, error, reload };
}
