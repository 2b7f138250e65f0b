// One rubric's feedback on the latest version: the aggregates, then a row per item with the score
// (per judge and as a panel when several judges), disagreement, and the judges' rationales folded
// away. Failed or unreadable judgements are shown calmly and can be tried again; the note names the
// items left without a score and never claims more arrived than did.
import { useTranslation } from 'react-i18next';
import type { ItemJudgement } from '../../../../shared/domain/judging';
import type { VersionFeedback } from '../../../../shared/domain/practice';
import { getRubric } from '../../../../shared/rubrics/registry';
import { Aggregates } from './Aggregates';
import { RetryNotice } from './RetryNotice';
import { itemRows, judgeOrder, type ItemRow } from './item-rows';
import { mergeJudgements } from './live-judgements';
import type { RubricLabels } from './rubric-labels';
import { JudgeScore, ScoreValue } from './ScoreCell';
import { useOpenSet } from './useOpenSet';
import { useScoreFormat } from './useScoreFormat';

type Props = {
  feedback: VersionFeedback;
  live: readonly ItemJudgement[];
  configuredJudges: readonly string[];
  running: boolean;
  onRetry: () => void;
  judgeLabel: (judgeId: string) => string;
  labels: RubricLabels;
};

export function RubricFeedback({ feedback, live, configuredJudges, running, onRetry, judgeLabel, labels }: Props) {
  const { t, i18n } = useTranslation();
  const format = useScoreFormat();
  const rubric = getRubric(feedback.rubricId, feedback.result?.rubricVersion);
  const judgements = mergeJudgements(feedback.result?.judgements ?? [], live);
  const judges = judgeOrder(configuredJudges, judgements);
  const rows = rubric
    ? itemRows(rubric, judgements, judges, live.length > 0 ? null : (feedback.result?.panels ?? null))
    : [];
  const withRationale = rows.filter((r) => r.judges.some((c) => c.judgement?.rationale)).map((r) => r.item.id);
  const reasons = useOpenSet(withRationale);
  if (!rubric) return null;
  const several = judges.length > 1;
  // What the outage note says is what happened: which items have no score, which were scored by fewer judges.
  const noScore = rows.filter((r) => r.state === 'unavailable');
  const fewer = rows.filter((r) => r.state === 'scored' && r.judges.some((c) => c.judgement?.status === 'error'));
  const anyScored = rows.some((r) => r.state === 'scored');
  const names = (list: ItemRow[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      list.map((r) => labels.item(r.item.id, r.item.name)),
    );
  const outage =
    running || feedback.status === 'failed'
      ? null
      : noScore.length > 0 && !anyScored
        ? t('outage:feedback.rubricNone')
        : noScore.length > 0
          ? t('outage:feedback.missingItems', { items: names(noScore) })
          : fewer.length > 0
            ? t('outage:feedback.fewerJudges', { items: names(fewer) })
            : null;
  const headingId = `fb-${rubric.id}`;
  // Why the judges could not be used (refused, name not found, 401, timeout...) and what to try.
  const failures = [feedback.errorMessage, ...judgements.map((j) => j.errorMessage)];

  const rationale = (row: ItemRow) => {
    const given = row.judges.filter((c) => c.judgement?.rationale);
    if (given.length === 0)
      return row.state === 'scored' ? (
        <span className="muted fb-no-rationale">{t('coaching:feedback.noRationale')}</span>
      ) : null;
    return (
      <details
        className="fb-rationale"
        open={reasons.isOpen(row.item.id)}
        onToggle={(e) => reasons.setOne(row.item.id, e.currentTarget.open)}
        data-testid={`feedback-why-${row.item.id}`}
      >
        <summary>{t('coaching:feedback.why')}</summary>
        {given.map((c) => (
          <p key={c.judgeId} dir="auto">
            {several && <strong>{judgeLabel(c.judgeId)}: </strong>}
            {c.judgement!.rationale}
          </p>
        ))}
      </details>
    );
  };

  return (
    <section
      className="card fb-rubric"
      aria-labelledby={headingId}
      data-testid={`feedback-${rubric.id}`}
      data-status={feedback.status}
    >
      <div className="spread-row baseline fb-rubric-head">
        <h2 id={headingId}>{labels.rubric(rubric.id)}</h2>
        {several && <span className="muted">{t('coaching:feedback.judgeCount', { count: judges.length })}</span>}
        {withRationale.length > 1 && (
          <button
            type="button"
            className="link-button fb-open-all"
            onClick={reasons.toggleAll}
            data-testid={`feedback-open-all-${rubric.id}`}
          >
            {reasons.allOpen ? t('modelroles:reasons.closeAll') : t('modelroles:reasons.openAll')}
          </button>
        )}
      </div>
      {feedback.status === 'failed' && !running && (
        <RetryNotice
          text={t('coaching:feedback.rubricFailed')}
          failures={failures}
          retryLabel={t('coaching:feedback.tryAgain')}
          retryTestId={`feedback-retry-${rubric.id}`}
          onRetry={onRetry}
        />
      )}
      {feedback.status === 'cancelled' && !running && (
        <RetryNotice
          text={t('coaching:feedback.rubricCancelled')}
          retryLabel={t('coaching:feedback.scoreAgain')}
          retryTestId={`feedback-score-again-${rubric.id}`}
          onRetry={onRetry}
        />
      )}
      {feedback.result && rubric.aggregates.length > 0 && (
        <Aggregates rubric={rubric} result={feedback.result} judgeLabel={judgeLabel} labels={labels} />
      )}
      <div className="table-scroll">
        <table className="fb-table">
          <thead>
            <tr>
              <th scope="col">{t('coaching:feedback.item')}</th>
              <th scope="col">{several ? t('coaching:feedback.panel') : t('coaching:feedback.score')}</th>
              {several &&
                judges.map((id) => (
                  <th key={id} scope="col" className="fb-judge-col">
                    <bdi>{judgeLabel(id)}</bdi>
                  </th>
                ))}
              <th scope="col">{t('coaching:feedback.rationale')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.item.id} data-testid={`feedback-item-${row.item.id}`} data-state={row.state}>
                <th scope="row">{labels.item(row.item.id, row.item.name)}</th>
                <td className="fb-score">
                  <div className="fb-score-stack">
                    <ScoreValue
                      item={row.item}
                      display={row.display}
                      score={row.score}
                      option={row.option}
                      state={row.state}
                      running={running}
                      labels={labels}
                    />
                    {several &&
                      row.panel &&
                      row.panel.scored > 1 &&
                      (row.panel.spread ?? 0) > 0 &&
                      row.display === 'number' && (
                        <span className="muted fb-spread">
                          {t('coaching:feedback.spread', { spread: format(row.panel.spread ?? 0) })}
                        </span>
                      )}
                    {several && row.panel?.disagreement && (
                      <span className="badge fb-disagree" data-testid="feedback-disagree">
                        {t('coaching:feedback.disagree')}
                      </span>
                    )}
                  </div>
                </td>
                {several &&
                  row.judges.map((c) => (
                    <td key={c.judgeId} className="fb-judge-score">
                      <JudgeScore item={row.item} judgement={c.judgement} running={running} labels={labels} compact />
                    </td>
                  ))}
                <td className="fb-why">{rationale(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {outage && (
        <RetryNotice
          text={outage}
          failures={failures}
          retryLabel={t('coaching:feedback.tryAgain')}
          retryTestId={`feedback-try-again-${rubric.id}`}
          onRetry={onRetry}
          calm
          testId={`feedback-unavailable-${rubric.id}`}
        />
      )}
    </section>
  );
}
