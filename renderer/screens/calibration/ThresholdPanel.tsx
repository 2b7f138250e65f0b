// The calibration threshold: which statistic, its minimum and the pairs needed before a judge x item
// counts as calibrated. Instructors change it; supervisors read it.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calibrationThresholdSchema, type CalibrationThreshold } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { FieldInput, FormField } from '../../components/FormField';
import { statText } from './statText';
import type { StatFormat } from './useStatFormat';

const STATISTICS: CalibrationThreshold['statistic'][] = ['weighted_kappa', 'kappa', 'icc'];

type Props = {
  threshold: CalibrationThreshold;
  canEdit: boolean;
  enforced: boolean;
  format: StatFormat;
};

/** Saving refreshes the calibration report (and every other reader of the threshold) through the query cache. */
export function ThresholdPanel({ threshold, canEdit, enforced, format }: Props) {
  const { t } = useTranslation();
  const text = statText(t);
  return (
    <section className="card cal-threshold" aria-labelledby="cal-threshold-title" data-testid="calibration-threshold">
      <h2 id="cal-threshold-title">{t('calibration:threshold.title')}</h2>
      <p className="muted cal-threshold-lead">{t('calibration:threshold.lead')}</p>
      {canEdit ? (
        <ThresholdForm threshold={threshold} />
      ) : (
        <>
          <dl className="cal-threshold-facts" data-testid="calibration-threshold-readonly">
            <dt>{t('calibration:threshold.statistic')}</dt>
            <dd>{text.thresholdStatistic(threshold.statistic)}</dd>
            <dt>{t('calibration:threshold.minimum')}</dt>
            <dd>{format.coefficient(threshold.minimum)}</dd>
            <dt>{t('calibration:threshold.minPairs')}</dt>
            <dd>{format.integer(threshold.minPairs)}</dd>
            <dt>{t('calibration:threshold.enforce')}</dt>
            <dd>{enforced ? t('calibration:threshold.enforceOn') : t('calibration:threshold.enforceOff')}</dd>
          </dl>
          <p className="cal-note">{t('calibration:threshold.instructorsOnly')}</p>
        </>
      )}
    </section>
  );
}

type Draft = { statistic: CalibrationThreshold['statistic']; minimum: string; minPairs: string; enforce: boolean };

/** The two number fields: keyboard, bounds and step (the contract's schema has the last word). */
const NUMBER_FIELDS = [
  { key: 'minimum', inputMode: 'decimal', min: -1, max: 1, step: 0.05, testId: 'threshold-minimum' },
  { key: 'minPairs', inputMode: 'numeric', min: 2, max: 1000, step: 1, testId: 'threshold-min-pairs' },
] as const;

/** A number the field holds, when the contract accepts it (an empty field is not 0). */
function parsed(draft: Draft, key: 'minimum' | 'minPairs'): number | null {
  const value = Number(draft[key]);
  const fits = draft[key].trim() !== '' && calibrationThresholdSchema.shape[key].safeParse(value).success;
  return fits ? value : null;
}

function ThresholdForm({ threshold }: { threshold: CalibrationThreshold }) {
  const { t } = useTranslation();
  const text = statText(t);
  const [draft, setDraft] = useState<Draft>({
    ...threshold,
    minimum: String(threshold.minimum),
    minPairs: String(threshold.minPairs),
  });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSaved(false);
  };
  const fieldText = {
    minimum: { label: t('calibration:threshold.minimum'), hint: t('calibration:threshold.minimumHint') },
    minPairs: { label: t('calibration:threshold.minPairs'), hint: t('calibration:threshold.minPairsHint') },
  };

  const minimum = parsed(draft, 'minimum');
  const minPairs = parsed(draft, 'minPairs');
  const valid = minimum !== null && minPairs !== null;
  const changed =
    draft.statistic !== threshold.statistic ||
    Number(draft.minimum) !== threshold.minimum ||
    Number(draft.minPairs) !== threshold.minPairs ||
    draft.enforce !== threshold.enforce;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (minimum === null || minPairs === null) return;
    setSaving(true);
    setError(null);
    try {
      await api.call('calibration.setThreshold', {
        statistic: draft.statistic,
        minimum,
        minPairs,
        enforce: draft.enforce,
      });
      setSaved(true);
    } catch (e) {
      setError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="cal-threshold-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="cal-threshold-fields">
        <FormField label={t('calibration:threshold.statistic')}>
          <select
            value={draft.statistic}
            onChange={(e) => change({ statistic: e.target.value as Draft['statistic'] })}
            data-testid="threshold-statistic"
          >
            {STATISTICS.map((s) => (
              <option key={s} value={s}>
                {text.thresholdStatistic(s)}
              </option>
            ))}
          </select>
        </FormField>
        {NUMBER_FIELDS.map(({ key, ...input }) => {
          const { label, hint } = fieldText[key];
          const valid = parsed(draft, key) !== null;
          // Out of bounds, the hint turns into the field's error.
          return (
            <FieldInput
              key={key}
              {...input}
              type="number"
              label={label}
              help={valid ? hint : undefined}
              error={valid ? null : hint}
              value={draft[key]}
              onChange={(e) => change({ [key]: e.target.value })}
            />
          );
        })}
        <label className="cal-switch-field">
          <input
            type="checkbox"
            role="switch"
            checked={draft.enforce}
            onChange={(e) => change({ enforce: e.target.checked })}
            data-testid="threshold-enforce"
          />
          <span>
            <strong>{t('calibration:threshold.enforce')}</strong>
            <small className="muted">{t('calibration:threshold.enforceHint')}</small>
          </span>
        </label>
      </div>
      <div className="cal-threshold-actions">
        <button
          type="submit"
          className="button primary"
          disabled={saving || !changed || !valid}
          data-testid="threshold-save"
        >
          {t('calibration:threshold.save')}
        </button>
        {saved && !changed && (
          <span className="success-text" role="status" data-testid="threshold-saved">
            {t('calibration:threshold.saved')}
          </span>
        )}
      </div>
      <ErrorText error={error} />
    </form>
  );
}
