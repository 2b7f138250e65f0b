// After the session: "Score this session" with the chosen judges, pointwise (1-5 per E-I-A
// dimension) or pairwise against a reference session of the same card, with progress and cancel;
// then the stored results.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { RoleplaySession } from '../../../../shared/domain/roleplay';
import { useApiQuery, useApiTask, useSetQueryData } from '../../../api/hooks';
import { ErrorText } from '../../../components/ErrorText';
import { JudgingBar } from './JudgingBar';
import { JudgePicker, MAX_JUDGES } from './JudgePicker';
import { SessionSelect } from './SessionSelect';
import { ScoreResults } from './ScoreResults';

type Props = {
  session: RoleplaySession;
  judges: readonly JudgeProvider[] | null;
  /** Other ended sessions of the same role card (pairwise references). */
  others: readonly RoleplaySession[];
  indexOf: (number: number) => number | null;
};

export function ScorePanel({ session, judges, others, indexOf }: Props) {
  const { t } = useTranslation();
  const stored = useApiQuery('roleplay.scores', { sessionId: session.id });
  const setData = useSetQueryData();
  const scores = stored.data ?? null;
  const [picked, setPicked] = useState<string[] | null>(null);
  const [mode, setMode] = useState<'pointwise' | 'pairwise'>('pointwise');
  const [reference, setReference] = useState<number | null>(null);
  const task = useApiTask('roleplay.score');
  const progress = task.progress;

  // Pairwise verdicts need a chat model on a server; in-process judges only read scores.
  const usable = (judges ?? []).filter((j) => mode === 'pointwise' || j.kind !== 'local');
  // By default the rubrics' default judges (as the services would pick), else every server judge.
  const defaults = usable.filter((j) => j.defaultFor.length > 0);
  const chosen = (
    picked ?? (defaults.length > 0 ? defaults : usable.filter((j) => j.kind !== 'local')).map((j) => j.id)
  )
    .filter((id) => usable.some((j) => j.id === id))
    .slice(0, MAX_JUDGES);
  const referenceId = reference ?? others[0]?.id ?? null;
  const ready = chosen.length > 0 && (mode === 'pointwise' || referenceId !== null);

  const run = async () => {
    const result = await task.run({
      sessionId: session.id,
      judgeIds: chosen,
      eiaMode: mode,
      ...(mode === 'pairwise' && referenceId !== null ? { referenceSessionId: referenceId } : {}),
    });
    if (result) setData('roleplay.scores', { sessionId: session.id }, result);
  };

  // Pairwise scoring needs another session of the same card as its reference.
  const modes = [
    { mode: 'pointwise', label: t('roleplay:scores.pointwise'), unavailable: false },
    { mode: 'pairwise', label: t('roleplay:scores.pairwise'), unavailable: others.length === 0 },
  ] as const;

  return (
    <section className="card rp-score-panel" aria-labelledby="rp-score-title" data-testid="rp-score-panel">
      <h2 id="rp-score-title">{t('roleplay:scores.title')}</h2>
      <p className="muted">{t('roleplay:scores.intro')}</p>
      {judges !== null && judges.length === 0 ? (
        <p data-testid="rp-score-no-judge">
          {t('roleplay:scores.noJudge')} <Link to="/settings">{t('roleplay:noModel.toSettings')}</Link>
        </p>
      ) : (
        <div className="rp-score-form">
          <JudgePicker
            judges={usable}
            chosen={chosen}
            onChange={setPicked}
            disabled={!!progress}
            testId="rp-score-judge"
          />
          <fieldset className="field rp-mode">
            <legend>{t('roleplay:scores.mode')}</legend>
            {modes.map((m) => (
              <label key={m.mode} className="rp-check">
                <input
                  type="radio"
                  name="rp-mode"
                  checked={mode === m.mode}
                  onChange={() => setMode(m.mode)}
                  disabled={!!progress || m.unavailable}
                  data-testid={`rp-score-${m.mode}`}
                />
                <span>
                  {m.label}
                  {m.unavailable && <span className="muted rp-small"> {t('roleplay:scores.noReference')}</span>}
                </span>
              </label>
            ))}
            {mode === 'pairwise' && others.length > 0 && (
              <SessionSelect
                label={t('roleplay:scores.reference')}
                sessions={others}
                value={referenceId}
                onChange={setReference}
                disabled={!!progress}
                testId="rp-score-reference"
              />
            )}
          </fieldset>
          <JudgingBar
            task={task}
            label={t('roleplay:scores.running')}
            canRun={ready}
            onRun={() => void run()}
            runTestId="rp-score-run"
            testIds={{ text: 'rp-score-progress', cancel: 'rp-score-cancel' }}
          >
            {scores ? t('roleplay:scores.rerun') : t('roleplay:scores.run')}
          </JudgingBar>
        </div>
      )}
      <ErrorText error={task.error ?? stored.error} />
      {scores && <ScoreResults scores={scores} judges={judges ?? []} indexOf={indexOf} />}
    </section>
  );
}
