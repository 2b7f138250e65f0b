// The PDF report on one exercise: header (title, scenarios, date), a summary per trainee (completed,
// skipped, spotting F1, reviews, Rubric A aggregates), the mean per rubric item per trainee with the
// class as a last row, and the class distribution per item (the final versions of completed
// scenarios, counted by the option they were rated, or the judges' mean rounded to the nearest option).
import type { Database } from 'better-sqlite3';
import { RUBRICS } from '../../../../shared/rubrics/registry';
import type { Rubric } from '../../../../shared/rubrics/types';
import { summarise } from '../final-scores';
import { gradeRows, type GradeRow } from '../grades';
import type { ReportText } from '../labels';
import { exerciseScenarioTitles, listExercises, type ExerciseRow } from '../queries';
import type { AttemptScores } from '../attempt-scores';
import type { ScoreViewer } from '../../scores/access';
import { drawDistribution, drawLegend, type DistributionRow } from './charts';
import { keyName, optionColours, optionFor, rubricKeys, scalesLine } from './score-tables';
import { drawTable } from './table';
import { PALETTE, ReportWriter } from './writer';

export type ExerciseReportData = {
  exercise: ExerciseRow;
  cohort: string | null;
  rows: GradeRow[];
  scenarios: { title: string; culture: string }[];
};

export async function exerciseReportData(
  db: Database,
  exerciseId: number,
  cohort: string | undefined,
  viewer: ScoreViewer,
  onRow?: (done: number, total: number) => void,
): Promise<ExerciseReportData | null> {
  const exercise = listExercises(db, exerciseId)[0];
  if (!exercise) return null;
  const rows = await gradeRows(db, { exerciseId, cohort }, viewer, onRow);
  return { exercise, cohort: cohort ?? null, rows, scenarios: exerciseScenarioTitles(db, exerciseId) };
}

const completedAttempts = (rows: readonly GradeRow[]): AttemptScores[] =>
  rows.flatMap((r) => r.attempts.filter((a) => a.status === 'completed'));

function header(w: ReportWriter, text: ReportText, data: ExerciseReportData, generatedAt: string): void {
  const { t } = text;
  w.text(t('reports:title.exercise'), { size: 10, color: PALETTE.muted });
  w.text(data.exercise.title, { size: 20, bold: true, color: PALETTE.primary, dir: 'auto' });
  const parts = [
    t('reports:exercise.trainees', { count: text.number(data.rows.length, 0) }),
    t('reports:meta.generated', { date: text.date(generatedAt) }),
  ];
  if (data.cohort !== null) parts.unshift(t('reports:meta.cohort', { cohort: data.cohort }));
  if (data.exercise.archived === 1) parts.push(t('reports:exercise.archived'));
  w.text(parts.join('  ·  '), { size: 9.5, color: PALETTE.muted });
  w.space(4);
  w.text(t('reports:exercise.scenarios', { count: text.number(data.scenarios.length, 0) }), { size: 9, bold: true });
  for (const s of data.scenarios)
    w.text(`•  ${s.title} (${s.culture})`, { size: 8.5, color: PALETTE.muted, indent: 8 });
  w.space(4);
}

function summaryTable(w: ReportWriter, text: ReportText, data: ExerciseReportData): void {
  const { t } = text;
  const rubric = RUBRICS.find((r) => r.aggregates.length > 0);
  w.heading(t('reports:exercise.summaryHeading'));
  drawTable(
    w,
    [
      { header: t('reports:column.trainee'), weight: 2.4, userText: true },
      { header: t('reports:column.cohort'), weight: 1.4, userText: true },
      { header: t('reports:column.completed'), weight: 1.3, align: 'center' },
      { header: t('reports:column.skipped'), weight: 1, align: 'center' },
      { header: t('reports:column.spotF1'), weight: 1, align: 'center' },
      { header: t('reports:column.reviewed'), weight: 1.1, align: 'center' },
      { header: t('reports:column.released'), weight: 1.1, align: 'center' },
      ...(rubric
        ? rubric.aggregates.map((a) => ({ header: text.aggregateName(a.id), weight: 0.9, align: 'center' as const }))
        : []),
    ],
    data.rows.map((row) => [
      row.trainee.display_name,
      row.trainee.cohort ?? '–',
      t('reports:exercise.completedOf', {
        completed: text.number(row.completed, 0),
        assigned: text.number(row.assigned, 0),
      }),
      text.number(row.skipped, 0),
      text.number(row.spotF1Mean, 2),
      text.number(row.reviewed, 0),
      text.number(row.released, 0),
      ...(rubric ? rubric.aggregates.map((a) => text.number(row.means[rubric.id]?.[a.id] ?? null, 2)) : []),
    ]),
  );
}

function itemMeans(w: ReportWriter, text: ReportText, data: ExerciseReportData): void {
  const { t } = text;
  const all = summarise(completedAttempts(data.rows));
  w.heading(t('reports:exercise.itemMeansHeading'));
  for (const rubric of RUBRICS) {
    const keys = rubricKeys(rubric);
    w.heading(text.rubricName(rubric.id), 3, 160);
    drawTable(
      w,
      [
        { header: t('reports:column.trainee'), weight: 3, userText: true },
        ...keys.map((key) => ({
          header: keyName(text, rubric, key),
          weight: 1,
          align: 'center' as const,
          rotate: true,
        })),
      ],
      [
        ...data.rows.map((row) => [
          row.trainee.display_name,
          ...keys.map((key) => text.number(row.means[rubric.id]?.[key] ?? null, 2)),
        ]),
        [t('reports:exercise.classRow'), ...keys.map((key) => text.number(all.means[rubric.id]?.[key] ?? null, 2))],
      ],
      { size: 8, headerSize: 7.5, boldLastRow: true },
    );
    w.text(t('reports:scores.scales', { scales: scalesLine(text, rubric) }), { size: 7, color: PALETTE.muted });
  }
}

/** Per item of the rubric, how many completed scenarios' final versions count as each option. */
export function distributionOf(rubric: Rubric, attempts: readonly AttemptScores[]): Map<string, Map<string, number>> {
  const counts = new Map<string, Map<string, number>>();
  for (const item of rubric.items) {
    const byOption = new Map<string, number>(item.scale.options.map((o) => [o.code, 0]));
    for (const attempt of attempts) {
      const score = attempt.items[rubric.id]?.[item.id];
      const option = score ? optionFor(item.scale, score) : null;
      if (option !== null) byOption.set(option, (byOption.get(option) ?? 0) + 1);
    }
    counts.set(item.id, byOption);
  }
  return counts;
}

function distribution(w: ReportWriter, text: ReportText, data: ExerciseReportData): void {
  const { t } = text;
  const attempts = completedAttempts(data.rows);
  w.heading(t('reports:exercise.distributionHeading'));
  w.text(t('reports:exercise.distributionIntro'), { size: 8.5, color: PALETTE.muted });
  for (const rubric of RUBRICS) {
    w.heading(text.rubricName(rubric.id), 3);
    const counts = distributionOf(rubric, attempts);
    // Items that share a scale (and direction) share a legend.
    const groups = new Map<string, (typeof rubric.items)[number][]>();
    for (const item of rubric.items) {
      const key = `${item.scale.id}:${item.higherIsBetter}`;
      groups.set(key, [...(groups.get(key) ?? []), item]);
    }
    for (const items of groups.values()) {
      const first = items[0]!;
      const colours = optionColours(first.scale, first.higherIsBetter);
      w.space(3);
      drawLegend(
        w,
        first.scale.options.map((o) => ({ label: text.optionName(o.code), color: colours.get(o.code)! })),
      );
      const rows: DistributionRow[] = items.map((item) => ({
        label: text.itemName(item.id),
        segments: item.scale.options.map((o) => {
          const count = counts.get(item.id)?.get(o.code) ?? 0;
          return { count, countLabel: text.number(count, 0), color: colours.get(o.code)! };
        }),
      }));
      drawDistribution(w, rows);
    }
  }
}

export async function exerciseReportPdf(
  text: ReportText,
  data: ExerciseReportData,
  generatedAt: string,
): Promise<Buffer> {
  const title = text.t('reports:title.exercise');
  const w = await ReportWriter.create(text.rtl, { title: `${title}: ${data.exercise.title}`, language: text.language });
  header(w, text, data, generatedAt);
  if (data.rows.length === 0) w.text(text.t('reports:exercise.noTrainees'), { size: 9.5, color: PALETTE.muted });
  else {
    summaryTable(w, text, data);
    itemMeans(w, text, data);
    distribution(w, text, data);
  }
  return w.finish((page, pages) =>
    text.t('reports:footer', {
      title,
      name: data.exercise.title,
      page: text.number(page, 0),
      pages: text.number(pages, 0),
    }),
  );
}
