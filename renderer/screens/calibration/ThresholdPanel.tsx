// The calibration threshold: which statistic, its minimum and the pairs needed before a judge x item
// counts as calibrated. Instructors change it; supervisors read it.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalibrationThreshold } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
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

function ThresholdForm({ threshold }: { threshold: CalibrationThreshold }) {
  const { t } = useTranslation();
  const text = statText(t);
  const ids = { statistic: useId(), minimum: useId(), minPairs: useId() };
  const [statistic, setStatistic] = useState(threshold.statistic);
  const [minimum, setMinimum] = useState(String(threshold.minimum));
  const [minPairs, setMinPairs] = useState(String(threshold.minPairs));
  const [enforce, setEnforce] = useState(threshold.enforce);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);

  const minimumValue = Number(minimum);
  const minPairsValue = Number(minPairs);
  const minimumValid =
    minimum.trim() !== '' && Number.isFinite(minimumValue) && minimumValue >= -1 && minimumValue <= 1;
  const minPairsValid = Number.isInteger(minPairsValue) && minPairsValue >= 2 && minPairsValue <= 1000;
  const changed =
    statistic !== threshold.statistic ||
    minimumValue !== threshold.minimum ||
    minPairsValue !== threshold.minPairs ||
    enforce !== threshold.enforce;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!minimumValid || !minPairsValid) return;
    setSaving(true);
    setError(null);
    try {
      await api.call('calibration.setThreshold', {
        statistic,
        minimum: minimumValue,
        minPairs: minPairsValue,
        enforce,
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
        <div className="field">
          <label htmlFor={ids.statistic}>{t('calibration:threshold.statistic')}</label>
          <select
            id={ids.statistic}
            value={statistic}
            onChange={(e) => {
              setStatistic(e.target.value as CalibrationThreshold['statistic']);
              setSaved(false);
            }}
            data-testid="threshold-statistic"
          >
            {STATISTICS.map((s) => (
              <option key={s} value={s}>
                {text.thresholdStatistic(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.minimum}>{t('calibration:threshold.minimum')}</label>
          <input
            id={ids.minimum}
            type="number"
            inputMode="decimal"
            min={-1}
            max={1}
            step={0.05}
            value={minimum}
            onChange={(e) => {
              setMinimum(e.target.value);
              setSaved(false);
            }}
            aria-invalid={!minimumValid}
            aria-describedby={`${ids.minimum}-hint`}
            data-testid="threshold-minimum"
          />
          <small id={`${ids.minimum}-hint`} className={minimumValid ? undefined : 'field-error'}>
            {t('calibration:threshold.minimumHint')}
          </small>
        </div>
        <div className="field">
          <label htmlFor={ids.minPairs}>{t('calibration:threshold.minPairs')}</label>
          <input
            id={ids.minPairs}
            type="number"
            inputMode="numeric"
            min={2}
            max={1000}
            step={1}
            value={minPairs}
            onChange={(e) => {
              setMinPairs(e.target.value);
              setSaved(false);
            }}
            aria-invalid={!minPairsValid}
            aria-describedby={`${ids.minPairs}-hint`}
            data-testid="threshold-min-pairs"
          />
          <small id={`${ids.minPairs}-hint`} className={minPairsValid ? undefined : 'field-error'}>
            {t('calibration:threshold.minPairsHint')}
          </small>
        </div>
        <label className="cal-switch-field">
          <input
            type="checkbox"
            role="switch"
            checked={enforce}
            onChange={(e) => {
              setEnforce(e.target.checked);
              setSaved(false);
            }}
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
          disabled={saving || !changed || !minimumValid || !minPairsValid}
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
