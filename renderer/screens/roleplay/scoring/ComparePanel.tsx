// Compare this session with another session of the same role card (say a trainee's first and
// latest): each judge sees both orders per E-I-A dimension; an inconsistent pair is a tie; the
// tallies give each session's points (win 1, tie 0.5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { RoleplayComparison, RoleplaySession } from '../../../../shared/domain/roleplay';
import type { PairOutcome } from '../../../../shared/scoring/pairwise';
import { useApiTask } from '../../../api/hooks';
import { TaskBar } from '../../../components/TaskBar';
import { ErrorText } from '../../../components/ErrorText';
import { useScoreFormat } from '../../practice/feedback/useScoreFormat';
import { eiaLabels } from './eiaLabels';
import { JudgePicker, MAX_JUDGES } from './JudgePicker';
import { SessionSelect } from './SessionSelect';

type Props = { session: RoleplaySession; judges: readonly JudgeProvider[] | null; others: readonly RoleplaySession[] };

export function ComparePanel({ session, judges, others }: Props) {
  const { t } = useTranslation();
  const e = eiaLabels(t);
  const format = useScoreFormat();
  const [other, setOther] = useState<number | null>(null);
  const [picked, setPicked] = useState<string[] | null>(null);
  const task = useApiTask('roleplay.compare');
  const progress = task.progress;
  const [result, setResult] = useState<RoleplayComparison | null>(null);
  const servers = (judges ?? []).filter((j) => j.kind !== 'local');
  const chosen = (picked ?? servers.map((j) => j.id)).slice(0, MAX_JUDGES);
  const b = other ?? others[0]?.id ?? null;
  const judgeName = (id: string) => servers.find((j) => j.id === id)?.label ?? id;

  const run = async () => {
    if (b === null) return;
    setResult(null);
    setResult((await task.run({ a: session.id, b, judgeIds: chosen })) ?? null);
  };

  const verdict = (outcome: PairOutcome, otherSession: number) => {
    if (outcome.status === 'missing')
      return <span className="rp-verdict is-missing">{t('roleplay:scores.noScore')}</span>;
    if (outcome.winner === 'tie')
      return (
        <span className="rp-verdict is-tie">
          {outcome.consistent ? t('roleplay:compare.tie') : t('roleplay:compare.inconsistent')}
        </span>
      );
    return outcome.winner === 'x' ? (
      <span className="rp-verdict is-better">{t('roleplay:compare.thisBetter')}</span>
    ) : (
      <span className="rp-verdict is-worse">{t('roleplay:compare.otherBetter', { id: otherSession })}</span>
    );
  };

  return (
    <section className="card rp-compare" aria-labelledby="rp-compare-title" data-testid="rp-compare">
      <h2 id="rp-compare-title">{t('roleplay:compare.title')}</h2>
      <p className="muted">{t('roleplay:compare.intro')}</p>
      {others.length === 0 ? (
        <p className="muted" data-testid="rp-compare-none">
          {t('roleplay:compare.none')}
        </p>
      ) : servers.length === 0 ? (
        <p className="muted">{t('roleplay:compare.noJudge')}</p>
      ) : (
        <div className="rp-score-form">
          <SessionSelect
            label={t('roleplay:compare.other')}
            sessions={others}
            value={b}
            onChange={setOther}
            disabled={!!progress}
            testId="rp-compare-other"
          />
          <JudgePicker
            judges={servers}
            chosen={chosen}
            onChange={setPicked}
            disabled={!!progress}
            testId="rp-compare-judge"
          />
          <TaskBar
            progress={progress}
            label={t('roleplay:compare.running')}
            text={t('roleplay:scores.progress', { done: progress?.done ?? 0, total: progress?.total ?? 0 })}
            onCancel={task.cancel}
          >
            <button
              type="button"
              className="button primary"
              disabled={b === null || chosen.length === 0}
              onClick={() => void run()}
              data-testid="rp-compare-run"
            >
              {t('roleplay:compare.run')}
            </button>
          </TaskBar>
        </div>
      )}
      <ErrorText error={task.error} />
      {result && (
        <div className="rp-compare-results" data-testid="rp-compare-results">
          <ul className="rp-tallies">
            {Object.entries(result.tallies).map(([judgeId, tally]) => (
              <li key={judgeId} data-testid={`rp-compare-tally-${judgeId}`}>
                <strong>{judgeName(judgeId)}</strong>{' '}
                {t('roleplay:compare.tally', {
                  a: format(tally.points),
                  b: format(tally.comparisons - tally.points),
                  other: result.b,
                })}
              </li>
            ))}
          </ul>
          <div className="table-scroll">
            <table className="table rp-compare-table">
              <thead>
                <tr>
                  <th scope="col">{t('roleplay:compare.dimension')}</th>
                  <th scope="col">{t('roleplay:compare.judge')}</th>
                  <th scope="col">{t('roleplay:compare.verdict')}</th>
                  <th scope="col">{t('roleplay:compare.reasons')}</th>
                </tr>
              </thead>
              <tbody>
                {result.items.map((item) => (
                  <tr key={`${item.item}-${item.judgeId}`} data-testid={`rp-compare-row-${item.item}`}>
                    <th scope="row">{e.dimension(item.item)}</th>
                    <td>{judgeName(item.judgeId)}</td>
                    <td>{verdict(item.outcome, result.b)}</td>
                    <td>
                      <details>
                        <summary>{t('roleplay:compare.bothOrders')}</summary>
                        <p>
                          <strong>{t('roleplay:compare.thisFirst')}</strong>{' '}
                          <span dir="auto">{item.rationales[0] ?? '—'}</span>
                        </p>
                        <p>
                          <strong>{t('roleplay:compare.otherFirst', { id: result.b })}</strong>{' '}
                          <span dir="auto">{item.rationales[1] ?? '—'}</span>
                        </p>
                      </details>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
