// Starts a role-play session with this card: which model plays the help-seeker (and where the
// conversation goes), the exercise it belongs to and the mode that applies, how many turns at most,
// and whether live coaching is shown per turn.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { RoleCard } from '../../../../shared/domain/roleplay';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { Destination } from '../session/Destination';
import { ExerciseModeField } from './ExerciseModeField';
import { useRoleplayExercises } from './useRoleplayExercises';
import { CheckToggle } from '../../../components/CheckToggle';
import { Button } from '../../../components/Button';

const MIN_CAP = 2;
const MAX_CAP = 40;
const DEFAULT_CAP = 12;

export function StartSessionPanel({ card, models }: { card: RoleCard; models: readonly JudgeProvider[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = { model: useId(), cap: useId() };
  const [modelId, setModelId] = useState(models[0]?.id ?? '');
  const [cap, setCap] = useState(String(DEFAULT_CAP));
  const [coaching, setCoaching] = useState(true);
  const exercises = useRoleplayExercises(card);
  const [exerciseId, setExerciseId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const model = models.find((m) => m.id === modelId) ?? null;
  const capValue = Number(cap);
  const capValid = Number.isInteger(capValue) && capValue >= MIN_CAP && capValue <= MAX_CAP;

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const session = await api.call('roleplay.start', {
        roleCardId: card.id,
        providerId: modelId,
        turnCap: capValue,
        coaching,
        ...(exerciseId !== null ? { exerciseId } : {}),
      });
      navigate(`/roleplay/${session.id}`);
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  return (
    <section className="card rp-start" aria-labelledby="rp-start-title" data-testid="rp-start">
      <h2 id="rp-start-title">{t('roleplay:start.title')}</h2>
      <p className="muted">{t('roleplay:start.intro')}</p>
      <div className="field">
        <label htmlFor={ids.model}>{t('roleplay:start.model')}</label>
        <select
          id={ids.model}
          value={modelId}
          onChange={(e) => setModelId(e.target.value)}
          disabled={busy}
          data-testid="rp-start-model"
        >
          {models.map((m) => (
            <option key={m.id} value={m.id}>
              {m.label} · {m.model}
            </option>
          ))}
        </select>
      </div>
      {model && <Destination destination={model.destination} testId="rp-start-destination" />}
      <ExerciseModeField
        card={card}
        options={exercises.options}
        error={exercises.error}
        value={exerciseId}
        onChange={setExerciseId}
        disabled={busy}
      />
      <div className="field rp-cap-field">
        <label htmlFor={ids.cap}>{t('roleplay:start.turnCap')}</label>
        <input
          id={ids.cap}
          type="number"
          min={MIN_CAP}
          max={MAX_CAP}
          value={cap}
          onChange={(e) => setCap(e.target.value)}
          disabled={busy}
          aria-invalid={!capValid}
          data-testid="rp-start-cap"
        />
        <small>{t('roleplay:start.turnCapHelp', { min: MIN_CAP, max: MAX_CAP })}</small>
      </div>
      <CheckToggle
        className="rp-check"
        checked={coaching}
        onChange={setCoaching}
        disabled={busy}
        testId="rp-start-coaching"
      >
        {t('roleplay:start.coaching')}
      </CheckToggle>
      <div className="button-row">
        <Button
          tone="primary"
          disabled={!model || !capValid || busy}
          onClick={() => void start()}
          testId="rp-start-submit"
        >
          {busy ? t('roleplay:start.starting') : t('roleplay:start.submit')}
        </Button>
      </div>
      <ErrorText error={error} />
    </section>
  );
}
