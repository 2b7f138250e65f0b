// "Strategy mix": the share of sentences using each support strategy in the trainees' final replies
// beside the culturally adapted exemplar responses of the same scenarios (side-by-side bars), with a
// table of shares and sentence counts.
import { Bar, LabelList } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import { vocab } from '../../components/vocab';
import { seriesColour } from '../history/chartTheme';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { barEndLabel } from './barEndLabel';
import { BarChartCard, type BarTooltip } from './BarChartCard';
import { strategyRows, type StrategyRow } from './dashboardSeries';

const COLOURS = { trainees: seriesColour(0), exemplars: seriesColour(4) } as const;

export function StrategyChart({ dashboard, format }: { dashboard: ClassDashboard; format: HistoryFormat }) {
  const { t } = useTranslation();
  const v = vocab(t);
  const rows = strategyRows(dashboard);
  const byStrategy = new Map(rows.map((r) => [r.strategy, r]));
  const strategyName = (s: unknown) => v.strategy[String(s)] ?? String(s);
  const series = [
    { key: 'trainees' as const, name: t('dashboard:strategies.trainees'), colour: COLOURS.trainees },
    { key: 'exemplars' as const, name: t('dashboard:strategies.exemplars'), colour: COLOURS.exemplars },
  ];
  const traineeSentences = rows.reduce((sum, r) => sum + r.traineeSentences, 0);
  const exemplarSentences = rows.reduce((sum, r) => sum + r.exemplarSentences, 0);
  const max = Math.max(0.1, ...rows.flatMap((r) => [r.trainees ?? 0, r.exemplars ?? 0]));
  const top = Math.min(1, Math.ceil(max * 10) / 10);
  const ticks = Array.from({ length: Math.round(top * 10) + 1 }, (_, i) => i / 10).filter(
    (_, i, all) => all.length <= 6 || i % 2 === 0,
  );
  const sentencesOf = (row: StrategyRow, key: 'trainees' | 'exemplars') =>
    key === 'trainees' ? row.traineeSentences : row.exemplarSentences;
  const shareText = (share: number | null) => (share === null ? t('dashboard:missing') : format.percent(share));
  const tooltip = (strategy: string): BarTooltip | null => {
    const row = byStrategy.get(strategy);
    if (!row) return null;
    return {
      heading: strategyName(row.strategy),
      rows: series.map((s) => ({
        key: s.key,
        name: `${s.name} (${t('dashboard:strategies.sentences', { count: sentencesOf(row, s.key) })})`,
        colour: s.colour,
        kind: 'bar' as const,
        value: shareText(row[s.key]),
      })),
    };
  };

  return (
    <BarChartCard
      name="strategies"
      title={t('dashboard:strategies.title')}
      lead={t('dashboard:strategies.lead')}
      empty={{ text: t('dashboard:strategies.empty'), drawn: traineeSentences + exemplarSentences > 0 }}
      legend={{ entries: series }}
      chart={{
        data: rows.map((r) => ({ strategy: r.strategy, trainees: r.trainees, exemplars: r.exemplars })),
        categoryKey: 'strategy',
        categoryName: strategyName,
        rowHeight: 3.2,
        inset: 48,
        barGap: 2,
        barCategoryGap: '22%',
        desc: t('dashboard:strategies.desc'),
        rtl: format.rtl,
        axis: { label: t('dashboard:strategies.xAxis'), format: format.percent, domain: [0, top], ticks },
      }}
      tooltip={tooltip}
      bars={series.map((s) => (
        <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.colour} maxBarSize={16} isAnimationActive={false}>
          <LabelList dataKey={s.key} content={barEndLabel(format.rtl, format.percent, '#3b4248', 11)} />
        </Bar>
      ))}
      table={{
        caption: t('dashboard:strategies.tableCaption'),
        note: t('dashboard:strategies.note'),
        columns: [t('dashboard:strategies.strategy'), series[0]!.name, series[1]!.name],
        rows: rows.map((row) => (
          <tr key={row.strategy}>
            <th scope="row">{strategyName(row.strategy)}</th>
            {series.map((s) => (
              <td key={s.key}>
                {shareText(row[s.key])}
                <span className="dash-cell-note">
                  {t('dashboard:strategies.sentences', { count: sentencesOf(row, s.key) })}
                </span>
              </td>
            ))}
          </tr>
        )),
      }}
    />
  );
}
