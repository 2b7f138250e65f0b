// Precision, recall, F1 and label agreement of the trainee's marks, per kind and pooled, with a
// plain-language key to the measures.
import { useTranslation } from 'react-i18next';
import type { SpotKindScore, SpotScore } from '../../../../shared/practice/spot-score';
import { DataTable } from '../../../components/DataTable/DataTable';
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
      <DataTable
        wrap="table-scroll"
        className="table pr-score-table"
        testId="spot-score"
        caption={t('practice:review.tableCaption')}
        hiddenCaption
        columns={[
          t('practice:review.kind'),
          t('practice:review.found'),
          measures.precision,
          measures.recall,
          measures.f1,
          measures.labels,
        ]}
      >
        {rows.map(({ key, name, value }) => (
          <tr key={key} className={key === 'overall' ? 'is-total' : undefined} data-kind={key}>
            <th scope="row">{name}</th>
            <td>
              {t('practice:review.foundOf', { matched: value.matched, expert: value.expert, marked: value.marked })}
            </td>
            <td>{percent(value.precision)}</td>
            <td>{percent(value.recall)}</td>
            <td className="pr-f1">{percent(value.f1)}</td>
            <td>{percent(value.labelAgreement)}</td>
          </tr>
        ))}
      </DataTable>
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
