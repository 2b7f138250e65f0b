// "Which signals trainees miss": recall of the expert-marked distress phrases (by intensity) and
// cultural signals (by type) that trainees found when spotting, most missed first, as horizontal bars,
// with a table of found / marked counts.
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from 'recharts';
import { useTranslation } from 'react-i18next';
import type { ClassDashboard } from '../../../shared/domain/review';
import { vocab } from '../../components/vocab';
import { ChartLegend } from '../history/ChartLegend';
import { AXIS_LABEL, AXIS_TICK, GRID_STROKE, seriesColour } from '../history/chartTheme';
import { ChartTooltip } from '../history/ChartTooltip';
import type { HistoryFormat } from '../history/useHistoryFormat';
import { barEndLabel } from './barEndLabel';
import { ChartCard } from './ChartCard';
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
  const title = t('dashboard:spotting.title');

  const renderTooltip = ({ active, label }: TooltipContentProps) => {
    const row = byKey.get(String(label));
    if (!active || !row || row.recall === null) return null;
    return (
      <ChartTooltip
        heading={name(row)}
        facts={[
          kindName[row.kind],
          t('dashboard:spotting.foundOf', { found: format.integer(row.found), total: format.integer(row.expert) }),
        ]}
        rows={[
          {
            key: 'recall',
            name: t('dashboard:spotting.recall'),
            colour: KIND_COLOUR[row.kind],
            kind: 'bar',
            value: format.percent(row.recall),
          },
        ]}
      />
    );
  };

  const chart = (
    <>
      <ChartLegend label={t('dashboard:legend')} entries={entries} kind="bar" />
      <BarChart
        responsive
        layout="vertical"
        className="dash-canvas"
        style={{ blockSize: `${Math.max(10, charted.length * 2.2 + 5)}rem` }}
        data={charted.map((r) => ({ key: r.key, recall: r.recall }))}
        margin={{ top: 8, right: 48, bottom: 8, left: 48 }}
        barCategoryGap="20%"
        title={title}
        desc={t('dashboard:spotting.desc')}
      >
        <CartesianGrid stroke={GRID_STROKE} horizontal={false} />
        <XAxis
          type="number"
          domain={[0, 1]}
          ticks={TICKS}
          interval={0}
          reversed={format.rtl}
          tickFormatter={format.percent}
          tick={AXIS_TICK}
          height={48}
          label={{ value: t('dashboard:spotting.xAxis'), position: 'insideBottom', ...AXIS_LABEL }}
        />
        <YAxis
          type="category"
          dataKey="key"
          tickFormatter={nameOf}
          tick={AXIS_TICK}
          orientation={format.rtl ? 'right' : 'left'}
          width="auto"
        />
        <Tooltip content={renderTooltip} cursor={{ fill: 'rgb(29 92 104 / 8%)' }} />
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
      </BarChart>
    </>
  );

  const summary = (
    <>
      <div className="table-scroll">
        <table className="table dash-table" data-testid="dashboard-spotting-table">
          <caption>{t('dashboard:spotting.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard:spotting.signal')}</th>
              <th scope="col">{t('dashboard:spotting.found')}</th>
              <th scope="col">{t('dashboard:spotting.recall')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
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
            ))}
          </tbody>
        </table>
      </div>
      <p className="dash-note">{t('dashboard:spotting.note')}</p>
    </>
  );

  return (
    <ChartCard
      id="dash-spotting"
      testId="dashboard-spotting"
      title={title}
      lead={t('dashboard:spotting.lead')}
      empty={charted.length === 0 ? t('dashboard:spotting.empty') : null}
      chart={chart}
      summary={summary}
    />
  );
}
