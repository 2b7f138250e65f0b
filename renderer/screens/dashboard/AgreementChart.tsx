// "Judge and supervisor agreement": linear weighted kappa of each AI judge with the supervisors per
// item of the chosen rubric (one bar per judge), against the instructor's minimum as a reference
// line, with a table giving each value's band, pairs and whether the item is advisory.
import { Bar, LabelList, ReferenceLine } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { CalibrationThreshold, ClassDashboard } from '../../../shared/domain/review';
import type { BandedStat } from '../../../shared/stats/calibrate';
import type { Rubric } from '../../../shared/rubrics/types';
import { BandBadge } from '../calibration/BandBadge';
import { statText } from '../calibration/statText';
import { useStatFormat } from '../calibration/useStatFormat';
import { seriesColour } from '../history/chartTheme';
import type { Labels } from '../history/rubricLabels';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { barEndLabel } from './barEndLabel';
import { BarChartCard, type BarTooltip } from './BarChartCard';
import { agreementItems } from './dashboardSeries';

type Props = {
  dashboard: ClassDashboard;
  rubric: Rubric;
  threshold: CalibrationThreshold;
  labels: Labels;
  format: HistoryFormat;
};

const LINE_COLOUR = '#a33a2f';

export function AgreementChart({ dashboard, rubric, threshold, labels, format }: Props) {
  const { t } = useTranslation();
  const text = statText(t);
  const { items, judges } = agreementItems(dashboard.agreement, rubric);
  const series = judges.map((judge, index) => ({ key: judge.id, name: judge.label, colour: seriesColour(index) }));
  const two = useStatFormat().coefficient;
  const valueOf = (item: string, judgeId: string) =>
    items.find((i) => i.item === item)?.judges[judgeId]?.result.linearWeightedKappa.value ?? null;
  const values = items.flatMap((i) => judges.map((j) => valueOf(i.item, j.id))).filter((v): v is number => v !== null);
  // Room beyond the lowest bar for its label; whole steps of 0.2.
  const lowest = Math.min(...values, 0);
  const low = lowest < 0 ? Math.floor((lowest - 0.15) * 5) / 5 : 0;
  const ticks = Array.from({ length: Math.round((1 - low) * 5) + 1 }, (_, i) => Math.round((low + i * 0.2) * 10) / 10);
  const data = items.map((i) => ({
    item: i.item,
    ...Object.fromEntries(judges.map((j) => [j.id, valueOf(i.item, j.id)])),
  }));
  const itemName = (item: unknown) => labels.dimension(rubric, String(item));
  const kappaText = (stat: BandedStat | undefined) =>
    !stat
      ? t('dashboard:missing')
      : stat.value === null
        ? text.reason(stat.reason)
        : `${two(stat.value)}${stat.band ? ` · ${text.band(stat.band)}` : ''}`;
  const tooltip = (item: string): BarTooltip | null => {
    const entry = items.find((i) => i.item === item);
    if (!entry) return null;
    return {
      heading: itemName(entry.item),
      rows: series.map((s) => ({
        ...s,
        kind: 'bar' as const,
        value: kappaText(entry.judges[s.key]?.result.linearWeightedKappa),
      })),
    };
  };

  return (
    <BarChartCard
      name="agreement"
      title={t('dashboard:agreement.title')}
      lead={t('dashboard:agreement.lead')}
      empty={{ text: t('dashboard:agreement.empty') }}
      legend={{
        entries: series,
        more: (
          <li>
            <svg
              className="hist-swatch"
              width="22"
              height="12"
              viewBox="0 0 22 12"
              aria-hidden="true"
              focusable="false"
            >
              <line x1="1" y1="6" x2="21" y2="6" stroke={LINE_COLOUR} strokeWidth="2" strokeDasharray="4 3" />
            </svg>
            <span>{t('dashboard:agreement.thresholdKey', { value: two(threshold.minimum) })}</span>
          </li>
        ),
      }}
      chart={{
        data,
        categoryKey: 'item',
        categoryName: itemName,
        rowHeight: 1.4 + judges.length * 1.2,
        inset: 48,
        top: 20,
        barGap: 2,
        barCategoryGap: '20%',
        desc: t('dashboard:agreement.desc'),
        rtl: format.rtl,
        axis: { label: t('dashboard:agreement.xAxis'), format: two, domain: [low, 1], ticks },
      }}
      tooltip={tooltip}
      bars={
        <>
          {series.map((s) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.name}
              fill={s.colour}
              maxBarSize={18}
              minPointSize={2}
              isAnimationActive={false}
            >
              <LabelList dataKey={s.key} content={barEndLabel(format.rtl, two, '#3b4248', 11)} />
            </Bar>
          ))}
          <ReferenceLine
            x={threshold.minimum}
            stroke={LINE_COLOUR}
            strokeWidth={2}
            strokeDasharray="6 4"
            label={{ value: two(threshold.minimum), position: 'top', fill: LINE_COLOUR, fontSize: 12, fontWeight: 600 }}
          />
        </>
      }
      table={{
        caption: t('dashboard:agreement.tableCaption'),
        note: t('dashboard:agreement.note', { value: two(threshold.minimum) }),
        columns: [
          t('dashboard:table.item'),
          t('dashboard:agreement.judge'),
          t('dashboard:agreement.kappa'),
          t('dashboard:agreement.pairs'),
        ],
        rows: items.flatMap((entry) =>
          judges.flatMap((judge) => {
            const row = entry.judges[judge.id];
            if (!row) return [];
            const stat = row.result.linearWeightedKappa;
            return [
              <tr key={`${entry.item}-${judge.id}`} data-advisory={row.advisory}>
                <th scope="row">
                  {itemName(entry.item)}
                  {row.advisory && (
                    <span className="dash-cell-note dash-advisory">{t('dashboard:agreement.advisory')}</span>
                  )}
                </th>
                <td className="dash-nowrap">
                  <bdi>{judge.label}</bdi>
                </td>
                <td className="dash-kappa-cell">
                  {stat.value === null ? (
                    <span className="dash-cell-note">{text.reason(stat.reason)}</span>
                  ) : (
                    <>
                      <span>{two(stat.value)}</span> {stat.band && <BandBadge band={stat.band} />}
                    </>
                  )}
                </td>
                <td>{format.integer(row.result.counts.rated)}</td>
              </tr>,
            ];
          }),
        ),
      }}
    />
  );
}
