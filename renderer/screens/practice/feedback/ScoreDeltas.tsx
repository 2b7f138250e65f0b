// Per-item score changes from the previous version to this one, with up and down arrows (and words
// for screen readers); whether a change is a step forward depends on the item (for "Overly
// negative" a lower score is better).
import { useTranslation } from 'react-i18next';
import type { ItemDelta } from '../../../../shared/practice/score-deltas';
import { findItem, getRubric } from '../../../../shared/rubrics/registry';
import { FIVE_POINT_SCALE } from '../../../../shared/rubrics/scales';
import type { RubricItem } from '../../../../shared/rubrics/types';
import { DataTable } from '../../../components/DataTable/DataTable';
import type { RubricLabels } from './rubric-labels';
import { useScoreFormat } from './useScoreFormat';

const ARROW = { up: '\u2191', down: '\u2193', same: '=' } as const;

export function ScoreDeltas({ deltas, labels }: { deltas: readonly ItemDelta[]; labels: RubricLabels }) {
  const { t } = useTranslation();
  const format = useScoreFormat();
  const shown = deltas.filter((d) => d.before !== null || d.after !== null);
  if (shown.length === 0) return <p className="muted">{t('coaching:revision.noScores')}</p>;

  const value = (item: RubricItem | undefined, v: number | null) => {
    if (v === null) return <span className="fb-none">{t('coaching:feedback.noScore')}</span>;
    if (item && item.scale.id !== FIVE_POINT_SCALE.id) {
      const option = item.scale.options.find((o) => o.value === v);
      if (option) return labels.option(option.code);
    }
    return format(v);
  };

  const rubricIds = [...new Set(shown.map((d) => d.rubricId))];
  return (
    <div className="fb-deltas">
      {rubricIds.map((rubricId) => {
        const rubric = getRubric(rubricId);
        return (
          <DataTable
            key={rubricId}
            wrap="table-scroll"
            className="fb-table fb-delta-table"
            testId={`revision-deltas-${rubricId}`}
            caption={labels.rubric(rubricId)}
            columns={[
              t('coaching:feedback.item'),
              t('coaching:revision.before'),
              t('coaching:revision.after'),
              t('coaching:revision.change'),
            ]}
          >
            {shown
              .filter((d) => d.rubricId === rubricId)
              .map((d) => {
                const item = rubric ? findItem(rubric, d.item) : undefined;
                const better =
                  d.direction === 'up' || d.direction === 'down'
                    ? (d.direction === 'up') === (item?.higherIsBetter ?? true)
                    : null;
                const words =
                  d.direction === 'up'
                    ? t('coaching:revision.up')
                    : d.direction === 'down'
                      ? t('coaching:revision.down')
                      : d.direction === 'same'
                        ? t('coaching:revision.same')
                        : null;
                return (
                  <tr key={d.item} data-testid={`delta-${d.item}`} data-direction={d.direction ?? 'none'}>
                    <th scope="row">{labels.item(d.item, item?.name ?? d.item)}</th>
                    <td>{value(item, d.before)}</td>
                    <td>{value(item, d.after)}</td>
                    <td className={`fb-delta${better === null ? '' : better ? ' is-better' : ' is-worse'}`}>
                      {d.direction === null ? (
                        <span className="muted">{t('coaching:revision.noComparison')}</span>
                      ) : (
                        <>
                          <span className="fb-arrow" aria-hidden="true">
                            {ARROW[d.direction]}
                          </span>
                          <span className="visually-hidden">{words}</span>
                          {d.delta !== null && d.direction !== 'same' && (
                            <span className="fb-delta-number">{format(Math.abs(d.delta))}</span>
                          )}
                          {better !== null && (
                            <span className="fb-delta-note">
                              {better ? t('coaching:revision.better') : t('coaching:revision.worse')}
                            </span>
                          )}
                        </>
                      )}
                    </td>
                  </tr>
                );
              })}
          </DataTable>
        );
      })}
    </div>
  );
}
