// An attempt's versions side by side with their scores per rubric item (mean over the judges) and
// the rubric's aggregates: a compact table, one column per version.
import { useTranslation } from 'react-i18next';
import type { HistoryAttempt } from '../../../shared/domain/practice';
import { scaleTicks, versionValues } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import type { Labels } from './rubricLabels';
import type { HistoryFormat } from './useHistoryFormat';

type Props = { attempt: HistoryAttempt; rubrics: Rubric[]; labels: Labels; format: HistoryFormat };

export function VersionScores({ attempt, rubrics, labels, format }: Props) {
  const { t } = useTranslation();
  const versions = [...attempt.versions].sort((a, b) => a.number - b.number);
  const scored = rubrics
    .map((rubric) => ({ rubric, values: versions.map((v) => versionValues(v, rubric)) }))
    .filter(({ values }) => values.some((v) => v !== null));

  const cell = (value: number | null | undefined) =>
    typeof value === 'number' ? (
      format.score(value)
    ) : (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">{t('history:missing')}</span>
      </>
    );
  const range = (rubric: Rubric, id: string) => {
    const item = rubric.items.find((i) => i.id === id);
    const ticks = item ? scaleTicks(item.scale) : [];
    if (!item || ticks.length === 0) return null;
    const bounds = { min: format.integer(ticks[0]!.value), max: format.integer(ticks.at(-1)!.value) };
    return item.higherIsBetter ? t('history:versions.range', bounds) : t('history:versions.rangeLowerBetter', bounds);
  };

  return (
    <div className="table-scroll hist-versions">
      <table className="table hist-versions-table" data-testid={`history-versions-${attempt.attemptId}`}>
        <caption className="visually-hidden">{t('history:versions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history:versions.item')}</th>
            {versions.map((v, index) => (
              <th key={v.id} scope="col" className="hist-version-head">
                <span>{t('history:versionNumber', { number: v.number })}</span>
                <span className="hist-cell-note">{format.dateTime(v.submittedAt)}</span>
                <span className="hist-cell-note">{t('history:versions.words', { count: v.wordCount })}</span>
                {scored.length > 0 && scored.every(({ values }) => values[index] === null) && (
                  <span className="hist-cell-note">{t('history:versions.notScored')}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        {scored.length === 0 ? (
          <tbody>
            <tr>
              <td colSpan={versions.length + 1} className="muted">
                {t('history:versions.noScores')}
              </td>
            </tr>
          </tbody>
        ) : (
          scored.map(({ rubric, values }) => {
            const keys = [...rubric.items.map((i) => i.id), ...rubric.aggregates.map((a) => a.id)].filter((key) =>
              values.some((v) => typeof v?.[key] === 'number'),
            );
            const aggregates = new Set(rubric.aggregates.map((a) => a.id));
            return (
              <tbody key={rubric.id}>
                <tr className="hist-rubric-row">
                  <th scope="colgroup" colSpan={versions.length + 1}>
                    {labels.rubric(rubric)}
                  </th>
                </tr>
                {keys.map((key) => (
                  <tr key={key} className={aggregates.has(key) ? 'is-aggregate' : undefined}>
                    <th scope="row">
                      {labels.dimension(rubric, key)}
                      {!aggregates.has(key) && <span className="hist-cell-note">{range(rubric, key)}</span>}
                    </th>
                    {values.map((v, index) => (
                      <td key={versions[index]!.id}>{cell(v?.[key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            );
          })
        )}
      </table>
    </div>
  );
}
