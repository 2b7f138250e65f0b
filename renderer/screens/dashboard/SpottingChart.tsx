// "Which signals trainees miss": recall of the expert-marked distress phrases (by intensity) and
// cultural signals (by type) that trainees found when spotting, most missed first, as horizontal bars,
// with a table of found / marked counts.
import { Bar, Cell, LabelList } from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import { vocab } from '../../components/vocab';
import { seriesColour } from '../history/chartTheme';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { barEndLabel } from './barEndLabel';
import { BarChartCard, type BarTooltip } from './BarChartCard';
import { spottingRows, type SpottingRow } from './dashboardSeries';

const TICKS = [0, 0.25, 0.5, 0.75, 1];
const KIND_COLOUR = { cultural_signal: seriesColour(0), distress: seriesColour(1) } as const;

export function SpottingChart({ dashboard, format }: { dashboard: ClassDashboard; format: HistoryFormat }) {
  const { t } = useTranslation();
  const v = vocab(t);
  const rows = spottingRows(dashboard);
  const charted = rows.filter((r) => r.recall !== null);
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const kindName = {
    cultural_signal: t('dashboard:spotting.culturalSignal'),
    distress: t('dashboard:spotting.distress'),
  };
  const name = (row: SpottingRow) =>
    row.kind === 'distress'
      ? t('dashboard:spotting.distressLevel', { level: v.intensity[row.label] ?? row.label })
      : (v.signalType[row.label] ?? row.label);
  const nameOf = (key: unknown) => {
    const row = byKey.get(String(key));
    return row ? name(row) : String(key);
  };
  const entries = (['cultural_signal', 'distress'] as const)
    .filter((k) => charted.some((r) => r.kind === k))
    .map((k) => ({ key: k, name: kindName[k], colour: KIND_COLOUR[k] }));
  const tooltip = (key: string): BarTooltip | null => {
    const row = byKey.get(key);
    if (!row || row.recall === null) return null;
    return {
      heading: name(row),
      facts: [
        kindName[row.kind],
        t('dashboard:spotting.foundOf', { found: format.integer(row.found), total: format.integer(row.expert) }),
      ],
      rows: [
        {
          key: 'recall',
          name: t('dashboard:spotting.recall'),
          colour: KIND_COLOUR[row.kind],
          kind: 'bar',
          value: format.percent(row.recall),
        },
      ],
    };
  };

  return (
    <BarChartCard
      name="spotting"
      title={t('dashboard:spotting.title')}
      lead={t('dashboard:spotting.lead')}
      empty={{ text: t('dashboard:spotting.empty') }}
      legend={{ entries }}
      chart={{
        data: charted.map((r) => ({ key: r.key, recall: r.recall })),
        categoryKey: 'key',
        categoryName: nameOf,
        rowHeight: 2.2,
        inset: 48,
        barCategoryGap: '20%',
        desc: t('dashboard:spotting.desc'),
        rtl: format.rtl,
        axis: { label: t('dashboard:spotting.xAxis'), format: format.percent, domain: [0, 1], ticks: TICKS },
      }}
      tooltip={tooltip}
      bars={
        <Bar
          dataKey="recall"
          name={t('dashboard:spotting.recall')}
          maxBarSize={26}
          minPointSize={2}
          isAnimationActive={false}
        >
          {charted.map((r) => (
            <Cell key={r.key} fill={KIND_COLOUR[r.kind]} />
          ))}
          <LabelList dataKey="recall" content={barEndLabel(format.rtl, format.percent)} />
        </Bar>
      }
      table={{
        caption: t('dashboard:spotting.tableCaption'),
        note: t('dashboard:spotting.note'),
        columns: [t('dashboard:spotting.signal'), t('dashboard:spotting.found'), t('dashboard:spotting.recall')],
        rows: rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">
              {name(row)}
              <span className="dash-cell-note">{kindName[row.kind]}</span>
            </th>
            <td>
              {t('dashboard:spotting.foundOf', {
                found: format.integer(row.found),
                total: format.integer(row.expert),
              })}
            </td>
            <td>{row.recall === null ? t('dashboard:spotting.noExpert') : format.percent(row.recall)}</td>
          </tr>
        )),
      }}
    />
  );
}
