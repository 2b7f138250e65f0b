// "Score distribution": per rubric item of the chosen set, how many final versions got each option,
// as stacked horizontal bars (one segment per option, lowest value first), with a table of the counts.
import { Bar, LabelList } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { rubricText } from '../../components/rubricText';
import type { Labels } from '../history/rubricLabels';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { BarChartCard, type BarTooltip } from './BarChartCard';
import { distributionRows, optionsInValueOrder } from './dashboardSeries';
import { optionColours } from './optionColours';

type Props = { dashboard: ClassDashboard; rubric: Rubric; set: ChartSet; labels: Labels; format: HistoryFormat };

export function DistributionChart({ dashboard, rubric, set, labels, format }: Props) {
  const { t } = useTranslation();
  const text = rubricText(t);
  const rows = distributionRows(dashboard, rubric.id, set.keys);
  const options = optionsInValueOrder(set.scale.options);
  const colours = optionColours(options);
  const optionName = (code: string) => text.option(code);
  const entries = options.map((o) => ({ key: o.code, name: optionName(o.code), colour: colours.get(o.code)!.fill }));
  const data = rows.map((row) => ({
    item: row.item,
    ...Object.fromEntries(options.map((o) => [o.code, row.counts[o.code] ?? 0])),
  }));
  const byItem = new Map(rows.map((r) => [r.item, r]));
  const itemName = (item: unknown) => labels.dimension(rubric, String(item));
  const tooltip = (item: string): BarTooltip | null => {
    const row = byItem.get(item);
    if (!row) return null;
    return {
      heading: itemName(row.item),
      facts: [t('dashboard:distribution.versions', { count: row.total })],
      rows: entries.map((e) => ({ ...e, kind: 'bar' as const, value: format.integer(row.counts[e.key] ?? 0) })),
    };
  };

  return (
    <BarChartCard
      name="distribution"
      title={t('dashboard:distribution.title')}
      lead={t('dashboard:distribution.lead')}
      empty={{ text: t('dashboard:distribution.empty') }}
      legend={{ entries }}
      chart={{
        data,
        categoryKey: 'item',
        categoryName: itemName,
        rowHeight: 3.4,
        inset: 24,
        barCategoryGap: '24%',
        desc: t('dashboard:distribution.desc'),
        rtl: format.rtl,
        axis: { label: t('dashboard:distribution.xAxis'), format: format.integer },
      }}
      tooltip={tooltip}
      bars={options.map((option) => {
        const colour = colours.get(option.code)!;
        return (
          <Bar
            key={option.code}
            dataKey={option.code}
            name={optionName(option.code)}
            stackId="options"
            fill={colour.fill}
            stroke="#ffffff"
            strokeWidth={1}
            maxBarSize={40}
            isAnimationActive={false}
          >
            <LabelList
              dataKey={option.code}
              position="center"
              fill={colour.text}
              fontSize={12}
              formatter={(value: unknown) => (typeof value === 'number' && value > 0 ? format.integer(value) : '')}
            />
          </Bar>
        );
      })}
      table={{
        caption: t('dashboard:distribution.tableCaption'),
        columns: [t('dashboard:table.item'), ...options.map((o) => optionName(o.code)), t('dashboard:table.total')],
        rows: rows.map((row) => (
          <tr key={row.item}>
            <th scope="row">{itemName(row.item)}</th>
            {options.map((o) => (
              <td key={o.code}>{format.integer(row.counts[o.code] ?? 0)}</td>
            ))}
            <td>{format.integer(row.total)}</td>
          </tr>
        )),
      }}
      layout="stacked"
    />
  );
}
