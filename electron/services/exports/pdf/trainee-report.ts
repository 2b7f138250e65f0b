// The PDF report on one trainee: header (name, cohort, date), a summary, scores over time per rubric
// item (a table per rubric and a line chart of Rubric A's aggregates) under the grading rule, and
// the latest reply with the post, the released supervisor comments (quote and comment), overall
// comments and released ratings.
import type { Database } from 'better-sqlite3';
import { RUBRICS } from '../../../../shared/rubrics/registry';
import { meanOfPresent } from '../../../../shared/rubrics/aggregate';
import { scaleTicks } from '../../../../shared/practice/history-series';
import { getCritiqueRow } from '../../practice/critique-queries';
import type { ScoreViewer } from '../../scores/access';
import { scoreAttempt, type AttemptScores } from '../attempt-scores';
import type { ReportText } from '../labels';
import { reviewRubricIds } from '../../review/review-rubrics';
import { reviewItems } from '../../scores/released-items';
import { commentsOf, getTrainee, listAttempts, listExercises, type TraineeRow } from '../queries';
import { drawLineChart, SERIES_COLOURS } from './charts';
import { keyName, rubricKeys, scalesLine, sourceOf } from './score-tables';
import { drawTable } from './table';
import { PALETTE, ReportWriter } from './writer';

export type TraineeReportData = { trainee: TraineeRow; attempts: AttemptScores[]; exerciseTitles: Map<number, string> };

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0);

export function traineeReportData(db: Database, traineeId: number, viewer: ScoreViewer): TraineeReportData | null {
  const trainee = getTrainee(db, traineeId);
  if (!trainee) return null;
  const attempts = listAttempts(db, { profileIds: [trainee.id] }).map((row) => scoreAttempt(db, row, viewer));
  return { trainee, attempts, exerciseTitles: new Map(listExercises(db).map((e) => [e.id, e.title])) };
}

/** Completed attempts with a final version, in the order their final versions were submitted. */
export const scoredTimeline = (attempts: readonly AttemptScores[]): AttemptScores[] =>
  attempts
    .filter((a) => a.status === 'completed' && a.finalVersion !== null)
    .sort((a, b) => time(a.finalVersion!.submitted_at) - time(b.finalVersion!.submitted_at) || a.row.id - b.row.id);

/** The attempt the report quotes: the latest with released feedback, else the latest with a final version. */
export function latestReplyAttempt(attempts: readonly AttemptScores[]): AttemptScores | null {
  const withVersion = attempts
    .filter((a) => a.finalVersion !== null)
    .sort((a, b) => time(b.finalVersion!.submitted_at) - time(a.finalVersion!.submitted_at) || b.row.id - a.row.id);
  return withVersion.find((a) => a.released) ?? withVersion[0] ?? null;
}

function header(w: ReportWriter, text: ReportText, trainee: TraineeRow, generatedAt: string): void {
  const { t } = text;
  w.text(t('reports:title.trainee'), { size: 10, color: PALETTE.muted });
  w.text(trainee.display_name, { size: 20, bold: true, color: PALETTE.primary, dir: 'auto' });
  const cohort =
    trainee.cohort === null ? t('reports:meta.noCohort') : t('reports:meta.cohort', { cohort: trainee.cohort });
  w.text(`${cohort}  ·  ${t('reports:meta.generated', { date: text.date(generatedAt) })}`, {
    size: 9.5,
    color: PALETTE.muted,
  });
  w.space(6);
}

function summary(w: ReportWriter, text: ReportText, data: TraineeReportData): void {
  const { t } = text;
  const completed = data.attempts.filter((a) => a.status === 'completed');
  w.heading(t('reports:summary.heading'));
  drawTable(
    w,
    [
      { header: t('reports:summary.exercises'), weight: 1, align: 'center' },
      { header: t('reports:summary.completed'), weight: 1, align: 'center' },
      { header: t('reports:summary.skipped'), weight: 1, align: 'center' },
      { header: t('reports:summary.inProgress'), weight: 1, align: 'center' },
      { header: t('reports:summary.spotF1'), weight: 1, align: 'center' },
      { header: t('reports:summary.reviewed'), weight: 1, align: 'center' },
      { header: t('reports:summary.released'), weight: 1, align: 'center' },
    ],
    [
      [
        text.number(new Set(data.attempts.map((a) => a.row.exercise_id)).size, 0),
        text.number(completed.length, 0),
        text.number(data.attempts.filter((a) => a.status === 'skipped').length, 0),
        text.number(data.attempts.filter((a) => a.status === 'in_progress').length, 0),
        text.number(meanOfPresent(completed.map((a) => a.spotF1)), 2),
        text.number(completed.filter((a) => a.reviewed).length, 0),
        text.number(completed.filter((a) => a.released).length, 0),
      ],
    ],
    { zebra: false },
  );
}

function scoresOverTime(w: ReportWriter, text: ReportText, timeline: readonly AttemptScores[]): void {
  const { t } = text;
  w.heading(t('reports:scores.heading'));
  w.text(t('reports:scores.intro'), { size: 8.5, color: PALETTE.muted });
  w.space(4);
  let any = false;
  for (const rubric of RUBRICS) {
    const rows = timeline.filter((a) => rubric.items.some((i) => typeof a.values[rubric.id]?.[i.id] === 'number'));
    if (rows.length === 0) continue;
    any = true;
    // Keep the rubric's name with its chart, or with its table's header and first row.
    w.heading(text.rubricName(rubric.id), 3, rubric.aggregates.length > 0 ? 190 : 160);
    if (rubric.aggregates.length > 0) {
      const scale = rubric.items[0]!.scale;
      const ticks = scaleTicks(scale);
      drawLineChart(w, {
        xLabels: rows.map((a) => text.date(a.finalVersion!.submitted_at)),
        series: rubric.aggregates.map((aggregate, i) => ({
          label: text.aggregateName(aggregate.id),
          color: SERIES_COLOURS[i % SERIES_COLOURS.length]!,
          values: rows.map((a) => a.values[rubric.id]?.[aggregate.id] ?? null),
        })),
        yMin: ticks[0]!.value,
        yMax: ticks.at(-1)!.value,
        yTicks: ticks.map((tick) => ({ value: tick.value, label: text.number(tick.value, 0) })),
      });
      w.space(4);
    }
    const keys = rubricKeys(rubric);
    drawTable(
      w,
      [
        { header: t('reports:column.date'), weight: 1.9 },
        { header: t('reports:column.scenario'), weight: 3.4, userText: true },
        ...keys.map((key) => ({
          header: keyName(text, rubric, key),
          weight: 0.8,
          align: 'center' as const,
          rotate: true,
        })),
        { header: t('reports:column.source'), weight: 2 },
      ],
      rows.map((a) => [
        text.date(a.finalVersion!.submitted_at),
        `${a.snapshot.title} (${a.snapshot.cultureName})`,
        ...keys.map((key) => text.number(a.values[rubric.id]?.[key] ?? null, 1)),
        sourceOf(text, a.items, rubric.id),
      ]),
      { size: 7.5, headerSize: 7.5 },
    );
    w.text(t('reports:scores.scales', { scales: scalesLine(text, rubric) }), { size: 7, color: PALETTE.muted });
    w.space(4);
  }
  if (!any) w.text(t('reports:scores.none'), { size: 9.5, color: PALETTE.muted });
  const awaiting = timeline.filter((a) => a.awaitingReview).length;
  if (awaiting > 0) w.text(t('scores:pdf.awaitingReview', { count: awaiting }), { size: 8.5, color: PALETTE.muted });
}

function latestReply(w: ReportWriter, db: Database, text: ReportText, data: TraineeReportData): void {
  const { t } = text;
  w.heading(t('reports:latest.heading'));
  const attempt = latestReplyAttempt(data.attempts);
  if (!attempt || !attempt.finalVersion) {
    w.text(t('reports:latest.none'), { size: 9.5, color: PALETTE.muted });
    return;
  }
  const version = attempt.finalVersion;
  w.text(
    t('reports:latest.context', {
      scenario: attempt.snapshot.title,
      culture: attempt.snapshot.cultureName,
      exercise: data.exerciseTitles.get(attempt.row.exercise_id) ?? '',
    }),
    {
      size: 9.5,
      color: PALETTE.muted,
    },
  );
  w.heading(t('reports:latest.post'), 3);
  w.text(attempt.snapshot.postText, { size: 9, color: PALETTE.muted, dir: 'auto', align: 'auto' });
  w.heading(
    t('reports:latest.reply', { number: text.number(version.number, 0), date: text.date(version.submitted_at) }),
    3,
  );
  w.text(version.text, { size: 10, dir: 'auto', align: 'auto', indent: 10, rule: PALETTE.primary });

  const critique = getCritiqueRow(db, attempt.row.id);
  if (critique && critique.text.trim()) {
    w.heading(t('reports:latest.critique'), 3);
    w.text(critique.text, { size: 9.5, dir: 'auto', align: 'auto', indent: 10, rule: PALETTE.border });
  }

  const released = attempt.reviews.filter((r) => r.released_at !== null);
  if (released.length === 0) {
    w.space(4);
    w.text(t('reports:latest.notReleased'), { size: 9.5, color: PALETTE.muted });
    return;
  }
  const reviewer = (id: number) =>
    released.find((r) => r.id === id)?.reviewer_name ?? t('reports:latest.unknownReviewer');
  const comments = commentsOf(
    db,
    released.map((r) => r.id),
  );
  if (comments.length > 0) {
    w.heading(t('reports:latest.comments'), 3);
    for (const comment of comments) {
      w.ensure(40);
      const where = comment.target === 'reply' ? t('reports:latest.onReply') : t('reports:latest.onCritique');
      w.text(`${where} · ${reviewer(comment.review_id)}`, { size: 7.5, color: PALETTE.muted, indent: 10 });
      w.text(`“${comment.quote}”`, {
        size: 9,
        color: PALETTE.accent,
        dir: 'auto',
        align: 'auto',
        indent: 10,
        rule: PALETTE.accent,
      });
      w.text(comment.body, { size: 9.5, dir: 'auto', align: 'auto', indent: 10 });
      w.space(5);
    }
  }
  for (const review of released.filter((r) => r.overall_comment.trim())) {
    w.heading(t('reports:latest.overall'), 3);
    w.text(review.reviewer_name ?? t('reports:latest.unknownReviewer'), { size: 7.5, color: PALETTE.muted });
    w.text(review.overall_comment, { size: 9.5, dir: 'auto', align: 'auto' });
  }
  // Every item the released reviews rate, as the grading rule counts it (the same values as the
  // grades CSV and the trainee's screen): chosen in the reconcile view, else the supervisor's blind rating.
  const perReview = released.map((r) =>
    reviewItems(db, {
      reviewId: r.id,
      reviewerId: r.reviewer_id,
      attemptId: attempt.row.id,
      finalVersionId: version.id,
      rubricIds: reviewRubricIds(attempt.config),
    }),
  );
  const rows = RUBRICS.flatMap((rubric) =>
    rubric.items.flatMap((item) => {
      const final = attempt.items[rubric.id]?.[item.id];
      if (!final || final.source !== 'supervisor') return [];
      const sources = perReview.flatMap((items) =>
        items.filter((i) => i.rubricId === rubric.id && i.item === item.id).map((i) => i.source),
      );
      return [
        [
          `${keyName(text, rubric, item.id)} (${text.rubricName(rubric.id)})`,
          final.option === null ? '–' : text.optionName(final.option),
          text.number(final.score, Number.isInteger(final.score ?? 0) ? 0 : 2),
          sources.length > 0 && sources.every((source) => source === 'judge')
            ? t('reports:source.acceptedJudge')
            : t('reports:source.supervisor'),
        ],
      ];
    }),
  );
  if (rows.length > 0) {
    w.heading(t('reports:latest.ratings'), 3);
    drawTable(
      w,
      [
        { header: t('reports:column.item'), weight: 3 },
        { header: t('reports:column.rating'), weight: 2.6 },
        { header: t('reports:column.score'), weight: 1, align: 'center' },
        { header: t('reports:column.source'), weight: 2.6 },
      ],
      rows,
    );
  }
}

export async function traineeReportPdf(
  db: Database,
  text: ReportText,
  data: TraineeReportData,
  generatedAt: string,
): Promise<Buffer> {
  const title = text.t('reports:title.trainee');
  const w = await ReportWriter.create(text.rtl, {
    title: `${title}: ${data.trainee.display_name}`,
    language: text.language,
  });
  header(w, text, data.trainee, generatedAt);
  summary(w, text, data);
  scoresOverTime(w, text, scoredTimeline(data.attempts));
  latestReply(w, db, text, data);
  return w.finish((page, pages) =>
    text.t('reports:footer', {
      title,
      name: data.trainee.display_name,
      page: text.number(page, 0),
      pages: text.number(pages, 0),
    }),
  );
}
