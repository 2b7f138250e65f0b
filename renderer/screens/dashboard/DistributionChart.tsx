// "Score distribution": per rubric item of the chosen set, how many final versions got each option,
// as stacked horizontal bars (one segment per option, lowest value first), with a table of the counts.
import { Bar, LabelList, type TooltipContentProps } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import { HorizontalBarChart } from '../../components/HorizontalBarChart/HorizontalBarChart';
import { DashTable } from './DashTable';
import { rubricText } from '../../components/rubricText';
import { ChartLegend } from '../history/ChartLegend';
import { ChartTooltip } from '../history/ChartTooltip';
import type { Labels } from '../history/rubricLabels';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { ChartCard } from './ChartCard';
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
  const title = t('dashboard:distribution.title');
  const itemName = (item: unknown) => labels.dimension(rubric, String(item));

  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const row = byItem.get(String(label));
    if (!active || !row) return null;
    return (
      <ChartTooltip
        heading={itemName(row.item)}
        facts={[t('dashboard:distribution.versions', { count: row.total })]}
        rows={entries.map((e) => ({
          key: e.key,
          name: e.name,
          colour: e.colour,
          kind: 'bar' as const,
          value: format.integer(row.counts[e.key] ?? 0),
        }))}
      />
    );
  };

  const chart = (
    <>
      <ChartLegend label={t('dashboard:legend')} entries={entries} kind="bar" />
      <HorizontalBarChart
        data={data}
        categoryKey="item"
        categoryName={itemName}
        blockSize={Math.max(10, rows.length * 3.4 + 5)}
        inset={24}
        barCategoryGap="24%"
        title={title}
        desc={t('dashboard:distribution.desc')}
        rtl={format.rtl}
        axis={{ label: t('dashboard:distribution.xAxis'), format: format.integer }}
        tooltip={renderTooltip}
      >
        {options.map((option) => {
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
      </HorizontalBarChart>
    </>
  );

  const summary = (
    <DashTable
      testId="dashboard-distribution-table"
      caption={t('dashboard:distribution.tableCaption')}
      columns={[t('dashboard:table.item'), ...options.map((o) => optionName(o.code)), t('dashboard:table.total')]}
    >
      {rows.map((row) => (
        <tr key={row.item}>
          <th scope="row">{itemName(row.item)}</th>
          {options.map((o) => (
            <td key={o.code}>{format.integer(row.counts[o.code] ?? 0)}</td>
          ))}
          <td>{format.integer(row.total)}</td>
        </tr>
      ))}
    </DashTable>
  );

  return (
    <ChartCard
      id="dash-distribution"
      testId="dashboard-distribution"
      title={title}
      lead={t('dashboard:distribution.lead')}
      empty={rows.length === 0 ? t('dashboard:distribution.empty') : null}
      chart={chart}
      summary={summary}
      layout="stacked"
    />
  );
}
