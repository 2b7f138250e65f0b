// The instructor's calibration threshold (calibration.getThreshold), for the agreement chart's line.
import { useEffect, useState } from 'react';
import { calibrationThresholdSchema, type CalibrationThreshold } from '../../../shared/domain/review';
import { api } from '../../api/client';

const DEFAULT_THRESHOLD: CalibrationThreshold = calibrationThresholdSchema.parse({});

export function useThreshold(enabled: boolean): CalibrationThreshold {
  const [threshold, setThreshold] = useState<CalibrationThreshold>(DEFAULT_THRESHOLD);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // Without it the chart still draws, against the default minimum.
    api.call('calibration.getThreshold', {}).then(
      (value) => {
        if (live) setThreshold(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return threshold;
}
