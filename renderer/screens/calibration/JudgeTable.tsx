// One judge's calibration against the supervisors: a column per rubric item, a row per statistic
// (pairs, status, exact agreement and kappa on the original and grouped scale, weighted kappa,
// Spearman, Kendall, ICC(2,1) with its 95% CI, mean bias, MAE, Krippendorff's alpha among supervisors).
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalibrationRow, CalibrationThreshold } from '../../../shared/domain/review';
import type { Rubric } from '../../../shared/rubrics/types';
import { hasGrouping } from '../../../shared/stats/scale-ratings';
import { rubricText } from '../../components/rubricText';
import { AdvisoryStatus } from './AdvisoryStatus';
import { StatCell, type StatCellValue } from './StatCell';
import type { StatFormat } from './useStatFormat';

type Judge = { judgeId: string; judgeLabel: string; rows: CalibrationRow[] };

type Props = {
  judge: Judge;
  rubric: Rubric;
  threshold: CalibrationThreshold;
  enforced: boolean;
  format: StatFormat;
};

type Line = { id: string; label: ReactNode; cell: (row: CalibrationRow, testId: string) => ReactNode };
type Result = CalibrationRow['result'];
/** A statistic's row: id, label, the statistic, a note under the label, and whether it is on the grouped
 * scale (no number where an item has no grouping) or signed (shown with + or −). */
type StatLine = [
  id: string,
  label: string,
  stat: (result: Result) => StatCellValue,
  note?: string,
  kind?: 'grouped' | 'signed',
];

export function JudgeTable({ judge, rubric, threshold, enforced, format }: Props) {
  const { judgeId, judgeLabel, rows } = judge;
  const { t } = useTranslation();
  const text = rubricText(t);
  const scaleOf = (row: CalibrationRow) => rubric.items.find((i) => i.id === row.item)?.scale;
  const order = new Map(rubric.items.map((item, index) => [item.id, index]));
  const columns = [...rows].sort((a, b) => (order.get(a.item) ?? 99) - (order.get(b.item) ?? 99));
  const anyGrouped = columns.some((row) => {
    const scale = scaleOf(row);
    return scale ? hasGrouping(scale) : false;
  });
  const notGrouped = t('calibration:table.notGrouped');
  const association = t('calibration:table.associationNote');
  const headingId = `cal-judge-${judgeId}`;

  const stats: StatLine[] = [
    ['exact', t('calibration:table.exact'), (r) => r.exactAgreement, t('calibration:table.exactNote')],
    ['exact-grouped', t('calibration:table.exactGrouped'), (r) => r.groupedExactAgreement, undefined, 'grouped'],
    ['kappa', t('calibration:table.kappa'), (r) => r.kappa],
    ['kappa-grouped', t('calibration:table.kappaGrouped'), (r) => r.groupedKappa, undefined, 'grouped'],
    ['weighted-kappa', t('calibration:table.weightedKappa'), (r) => r.linearWeightedKappa],
    ['spearman', t('calibration:table.spearman'), (r) => r.spearman, association],
    ['kendall', t('calibration:table.kendall'), (r) => r.kendallTauB, association],
    ['icc', t('calibration:table.icc'), (r) => r.icc21],
    ['bias', t('calibration:table.bias'), (r) => r.meanBias, t('calibration:table.biasNote'), 'signed'],
    ['mae', t('calibration:table.mae'), (r) => r.meanAbsoluteError, t('calibration:table.maeNote')],
  ];
  const statLine = ([id, label, stat, note, kind]: StatLine): Line => ({
    id,
    label: note ? (
      <>
        {label}
        <span className="cal-row-note">{note}</span>
      </>
    ) : (
      label
    ),
    cell: (row, testId) => (
      <StatCell
        stat={stat(row.result)}
        note={kind === 'grouped' ? notGrouped : undefined}
        signed={kind === 'signed'}
        format={format}
        testId={testId}
      />
    ),
  });

  const lines: Line[] = [
    {
      id: 'pairs',
      label: t('calibration:table.pairs'),
      cell: (row, testId) => {
        const { rated, scored, missing, invalid } = row.result.counts;
        return (
          <td className="cal-cell" data-testid={testId} data-value={rated}>
            <span className="cal-value">{format.integer(rated)}</span>
            {scored !== rated && <span className="cal-ci">{t('calibration:table.scored', { count: scored })}</span>}
            {missing + invalid > 0 && (
              <span className="cal-ci">{t('calibration:table.dropped', { count: missing + invalid })}</span>
            )}
          </td>
        );
      },
    },
    {
      id: 'status',
      label: t('calibration:table.status'),
      cell: (row, testId) => (
        <td className="cal-cell" data-testid={testId}>
          <AdvisoryStatus row={row} threshold={threshold} enforced={enforced} format={format} />
        </td>
      ),
    },
    ...stats.filter((line) => anyGrouped || line[4] !== 'grouped').map(statLine),
    {
      id: 'alpha',
      label: t('calibration:table.alpha'),
      cell: (row, testId) => {
        const alpha = row.result.supervisorAlpha;
        const ordinal = scaleOf(row)?.kind === 'points';
        return (
          <StatCell
            stat={alpha ? (ordinal ? alpha.ordinal : alpha.nominal) : null}
            note={t('calibration:table.oneSupervisor')}
            format={format}
            testId={testId}
          />
        );
      },
    },
  ];

  const noPairs = rows.every((row) => row.result.counts.pairs === 0);
  const noAlpha = rows.every((row) => row.result.supervisorAlpha === null);

  return (
    <section className="cal-judge card" aria-labelledby={headingId} data-testid={`calibration-judge-${judgeId}`}>
      <h2 id={headingId}>
        <bdi>{judgeLabel}</bdi>
      </h2>
      {noPairs ? (
        <p className="cal-note" data-testid={`calibration-judge-${judgeId}-no-pairs`}>
          {t('calibration:table.judgeNoPairs')}
        </p>
      ) : (
        <div className="table-scroll cal-table-scroll">
          <table className="table cal-table">
            <caption className="visually-hidden">{t('calibration:table.caption', { judge: judgeLabel })}</caption>
            <thead>
              <tr>
                <th scope="col" className="cal-corner">
                  {t('calibration:table.statistic')}
                </th>
                {columns.map((row) => (
                  <th
                    key={row.item}
                    scope="col"
                    data-testid={`calibration-item-${judgeId}-${row.item}`}
                    className={row.advisory ? 'is-advisory' : undefined}
                  >
                    {text.item(row.item)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.id} data-line={line.id}>
                  <th scope="row">{line.label}</th>
                  {line.id === 'alpha' && noAlpha ? (
                    // One reason for the whole row rather than the same words in every column.
                    <td
                      className="cal-cell is-empty"
                      colSpan={columns.length}
                      data-testid={`calibration-cell-${judgeId}-alpha`}
                      data-state="not-applicable"
                    >
                      <span className="cal-reason">{t('calibration:table.oneSupervisorAll')}</span>
                    </td>
                  ) : (
                    columns.map((row) => (
                      <Fragment key={row.item}>
                        {line.cell(row, `calibration-cell-${judgeId}-${row.item}-${line.id}`)}
                      </Fragment>
                    ))
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
