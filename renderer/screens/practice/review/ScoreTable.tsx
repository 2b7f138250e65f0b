// Precision, recall, F1 and label agreement of the trainee's marks, per kind and pooled, with a
// plain-language key to the measures.
import { useTranslation } from 'react-i18next';
import type { SpotKindScore, SpotScore } from '../../../../shared/practice/spot-score';
import { RowTable } from '../../../components/DataTable/RowTable';
import { usePercent } from './usePercent';

export function ScoreTable({ score }: { score: SpotScore }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const rows: { key: string; name: string; value: SpotKindScore }[] = [
    { key: 'distress', name: t('practice:review.kindDistress'), value: score.distress },
    { key: 'cultural_signal', name: t('practice:review.kindSignal'), value: score.cultural_signal },
    { key: 'overall', name: t('practice:review.kindOverall'), value: score.overall },
  ];
  const measures = {
    precision: t('practice:review.precision'),
    recall: t('practice:review.recall'),
    f1: t('practice:review.f1'),
    labels: t('practice:review.labels'),
  };
  const keyTerms: [string, string][] = [
    [measures.precision, t('practice:review.precisionHelp')],
    [measures.recall, t('practice:review.recallHelp')],
    [measures.f1, t('practice:review.f1Help')],
    [measures.labels, t('practice:review.labelsHelp')],
  ];
  return (
    <div className="pr-score">
      <RowTable
        wrap="table-scroll"
        className="table pr-score-table"
        testId="spot-score"
        caption={t('practice:review.tableCaption')}
        hiddenCaption
        rows={rows}
        rowKey={(row) => row.key}
        rowAttributes={({ key }) => ({ className: key === 'overall' ? 'is-total' : undefined, 'data-kind': key })}
        columns={[
          { head: t('practice:review.kind'), cell: (row) => row.name, rowHead: true },
          {
            head: t('practice:review.found'),
            cell: ({ value }) =>
              t('practice:review.foundOf', { matched: value.matched, expert: value.expert, marked: value.marked }),
          },
          { head: measures.precision, cell: (row) => percent(row.value.precision) },
          { head: measures.recall, cell: (row) => percent(row.value.recall) },
          { head: measures.f1, cell: (row) => percent(row.value.f1), className: 'pr-f1' },
          { head: measures.labels, cell: (row) => percent(row.value.labelAgreement) },
        ]}
      />
      <dl className="pr-score-key">
        {keyTerms.map(([term, help]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{help}</dd>
          </div>
        ))}
      </dl>
      <p className="muted pr-small">{t('practice:review.dash')}</p>
    </div>
  );
}
