// Compare this session with another session of the same role card (say a trainee's first and
// latest): each judge sees both orders per E-I-A dimension; an inconsistent pair is a tie; the
// tallies give each session's points (win 1, tie 0.5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import type { RoleplayComparison, RoleplaySession } from '../../../../shared/domain/roleplay';
import { useApiTask } from '../../../api/hooks';
import { ErrorText } from '../../../components/ErrorText';
import { PairTallies, PairVerdict, PairVerdictTable } from '../../../components/PairVerdicts';
import { useScoreFormat } from '../../practice/feedback/useScoreFormat';
import { eiaLabels, sessionVerdictLabels } from './eiaLabels';
import { JudgingBar } from './JudgingBar';
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
          <JudgingBar
            task={task}
            label={t('roleplay:compare.running')}
            canRun={b !== null && chosen.length > 0}
            onRun={() => void run()}
            runTestId="rp-compare-run"
          >
            {t('roleplay:compare.run')}
          </JudgingBar>
        </div>
      )}
      <ErrorText error={task.error} />
      {result && (
        <div className="rp-compare-results" data-testid="rp-compare-results">
          <PairTallies
            className="rp-tallies"
            tallies={result.tallies}
            judgeName={judgeName}
            testId={(judgeId) => `rp-compare-tally-${judgeId}`}
            text={(tally) =>
              t('roleplay:compare.tally', {
                a: format(tally.points),
                b: format(tally.comparisons - tally.points),
                other: result.b,
              })
            }
          />
          <PairVerdictTable
            wrap="table-scroll"
            className="table rp-compare-table"
            itemHeading={t('roleplay:compare.dimension')}
            rows={result.items.map((item) => ({
              key: `${item.item}-${item.judgeId}`,
              testId: `rp-compare-row-${item.item}`,
              item: e.dimension(item.item),
              judge: judgeName(item.judgeId),
              verdict: (
                <PairVerdict
                  look="roleplay"
                  outcome={item.outcome}
                  labels={sessionVerdictLabels(
                    t,
                    t('roleplay:compare.thisBetter'),
                    t('roleplay:compare.otherBetter', { id: result.b }),
                  )}
                />
              ),
              orders: [
                { label: t('roleplay:compare.thisFirst'), text: item.rationales[0] },
                { label: t('roleplay:compare.otherFirst', { id: result.b }), text: item.rationales[1] },
              ],
            }))}
          />
        </div>
      )}
    </section>
  );
}
