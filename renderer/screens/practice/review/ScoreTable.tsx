// Precision, recall, F1 and label agreement of the trainee's marks, per kind and pooled, with a
// plain-language key to the measures.
import { useTranslation } from 'react-i18next';
import type { SpotKindScore, SpotScore } from '../../../../shared/practice/spot-score';
import { usePercent } from './usePercent';

export function ScoreTable({ score }: { score: SpotScore }) {
  const { t } = useTranslation();
  const percent = usePercent();
  const rows: { key: string; name: string; value: SpotKindScore }[] = [
    { key: 'distress', name: t('practice:review.kindDistress'), value: score.distress },
    { key: 'cultural_signal', name: t('practice:review.kindSignal'), value: score.cultural_signal },
    { key: 'overall', name: t('practice:review.kindOverall'), value: score.overall },
  ];
  return (
    <div className="pr-score">
      <div className="table-scroll">
        <table className="table pr-score-table" data-testid="spot-score">
          <caption className="visually-hidden">{t('practice:review.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('practice:review.kind')}</th>
              <th scope="col">{t('practice:review.found')}</th>
              <th scope="col">{t('practice:review.precision')}</th>
              <th scope="col">{t('practice:review.recall')}</th>
              <th scope="col">{t('practice:review.f1')}</th>
              <th scope="col">{t('practice:review.labels')}</th>
            </tr>
          </thead>
          <tbody>
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
          </tbody>
        </table>
      </div>
      <dl className="pr-score-key">
        <div>
          <dt>{t('practice:review.precision')}</dt>
          <dd>{t('practice:review.precisionHelp')}</dd>
        </div>
        <div>
          <dt>{t('practice:review.recall')}</dt>
          <dd>{t('practice:review.recallHelp')}</dd>
        </div>
        <div>
          <dt>{t('practice:review.f1')}</dt>
          <dd>{t('practice:review.f1Help')}</dd>
        </div>
        <div>
          <dt>{t('practice:review.labels')}</dt>
          <dd>{t('practice:review.labelsHelp')}</dd>
        </div>
      </dl>
      <p className="muted pr-small">{t('practice:review.dash')}</p>
    </div>
  );
}
