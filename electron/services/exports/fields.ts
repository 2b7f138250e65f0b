// What each export contains, field by field, in the interface language: the CSV columns (with the
// grading rule in every score column's description), the research record's keys, and the sections
// of the PDF reports. Shown before anything is written (exports.describe).
import type { ExportKind } from '../../../shared/domain/review';
import { RUBRICS } from '../../../shared/rubrics/registry';
import type { Rubric, Scale } from '../../../shared/rubrics/types';
import { rubricPrefix } from './grades';
import type { ReportText } from './labels';

export type Field = { name: string; description: string };

/** "Yes = 2, Somewhat = 1, No = 0": how a scale's options count in the means. */
export function scaleText(text: ReportText, scale: Scale): string {
  const valued = scale.options.filter((o) => o.value !== null);
  const parts = valued.map((o) =>
    o.code === String(o.value) ? String(o.value) : `${text.optionName(o.code)} = ${o.value}`,
  );
  return scale.kind === 'points' && valued.every((o) => o.code === String(o.value))
    ? `${parts[0]}–${parts.at(-1)}`
    : parts.join(', ');
}

function rubricFields(text: ReportText, rubric: Rubric): Field[] {
  const { t } = text;
  const prefix = rubricPrefix(rubric.id);
  const rubricName = text.rubricName(rubric.id);
  const names = (ids: readonly string[]) =>
    text.list(ids.map((id) => (rubric.items.some((i) => i.id === id) ? text.itemName(id) : text.aggregateName(id))));
  return [
    ...rubric.items.map((item) => ({
      name: `${prefix}_${item.id}`,
      description: t('reports:fields.grades.item', {
        item: text.itemName(item.id),
        rubric: rubricName,
        scale: scaleText(text, item.scale),
      }),
    })),
    ...rubric.aggregates.map((aggregate) => ({
      name: `${prefix}_${aggregate.id}`,
      description: t('reports:fields.grades.aggregate', {
        name: text.aggregateName(aggregate.id),
        rubric: rubricName,
        inputs: names(aggregate.inputs),
      }),
    })),
    { name: `${prefix}_scored`, description: t('reports:fields.grades.scored', { rubric: rubricName }) },
  ];
}

export function gradesFields(text: ReportText): Field[] {
  const { t } = text;
  return [
    { name: 'trainee_id', description: t('reports:fields.grades.trainee_id') },
    { name: 'trainee', description: t('reports:fields.grades.trainee') },
    { name: 'cohort', description: t('reports:fields.grades.cohort') },
    { name: 'exercise_id', description: t('reports:fields.grades.exercise_id') },
    { name: 'exercise', description: t('reports:fields.grades.exercise') },
    { name: 'scenarios_assigned', description: t('reports:fields.grades.scenarios_assigned') },
    { name: 'completed', description: t('reports:fields.grades.completed') },
    { name: 'skipped', description: t('reports:fields.grades.skipped') },
    { name: 'in_progress', description: t('reports:fields.grades.in_progress') },
    { name: 'not_started', description: t('reports:fields.grades.not_started') },
    { name: 'spot_f1_mean', description: t('reports:fields.grades.spot_f1_mean') },
    ...RUBRICS.flatMap((rubric) => rubricFields(text, rubric)),
    { name: 'supervisor_reviewed', description: t('reports:fields.grades.supervisor_reviewed') },
    { name: 'released', description: t('reports:fields.grades.released') },
    { name: 'awaiting_review', description: t('scores:fields.grades.awaiting_review') },
  ];
}

export function researchFields(text: ReportText): Field[] {
  const { t } = text;
  return [
    { name: 'manifest', description: t('reports:fields.research.manifest') },
    { name: 'attempt', description: t('reports:fields.research.attempt') },
    { name: 'trainee', description: t('reports:fields.research.trainee') },
    { name: 'cohort', description: t('reports:fields.research.cohort') },
    { name: 'exercise', description: t('reports:fields.research.exercise') },
    { name: 'culture', description: t('reports:fields.research.culture') },
    { name: 'scenario', description: t('reports:fields.research.scenario') },
    { name: 'status', description: t('reports:fields.research.status') },
    { name: 'stage', description: t('reports:fields.research.stage') },
    { name: 'startedAt', description: t('reports:fields.research.startedAt') },
    { name: 'completedAt', description: t('reports:fields.research.completedAt') },
    { name: 'steps', description: t('reports:fields.research.steps') },
    { name: 'feedbackRounds', description: t('reports:fields.research.feedbackRounds') },
    { name: 'aiScoresVisible', description: t('reports:fields.research.aiScoresVisible') },
    { name: 'rubricIds', description: t('reports:fields.research.rubricIds') },
    { name: 'spotting', description: t('reports:fields.research.spotting') },
    { name: 'emotions', description: t('reports:fields.research.emotions') },
    { name: 'versions', description: t('reports:fields.research.versions') },
    { name: 'awaitingReview', description: t('scores:fields.research.awaitingReview') },
    { name: 'finalScores', description: t('scores:fields.research.finalScores') },
    { name: 'supervisorRatings', description: t('reports:fields.research.supervisorRatings') },
    { name: 'reviews', description: t('reports:fields.research.reviews') },
    { name: 'critique', description: t('reports:fields.research.critique') },
  ];
}

export function traineeReportFields(text: ReportText): Field[] {
  const { t } = text;
  return [
    { name: 'header', description: t('reports:fields.traineePdf.header') },
    { name: 'summary', description: t('reports:fields.traineePdf.summary') },
    { name: 'scores_over_time', description: t('reports:fields.traineePdf.scores_over_time') },
    { name: 'chart', description: t('reports:fields.traineePdf.chart') },
    { name: 'latest_reply', description: t('reports:fields.traineePdf.latest_reply') },
    { name: 'supervisor_comments', description: t('reports:fields.traineePdf.supervisor_comments') },
    { name: 'released_ratings', description: t('reports:fields.traineePdf.released_ratings') },
  ];
}

export function exerciseReportFields(text: ReportText): Field[] {
  const { t } = text;
  return [
    { name: 'header', description: t('reports:fields.exercisePdf.header') },
    { name: 'summary_per_trainee', description: t('reports:fields.exercisePdf.summary_per_trainee') },
    { name: 'item_means', description: t('reports:fields.exercisePdf.item_means') },
    { name: 'class_distribution', description: t('reports:fields.exercisePdf.class_distribution') },
  ];
}

export function fieldsOf(kind: ExportKind, text: ReportText): Field[] {
  if (kind === 'grades_csv') return gradesFields(text);
  if (kind === 'research_jsonl') return researchFields(text);
  if (kind === 'trainee_pdf') return traineeReportFields(text);
  return exerciseReportFields(text);
}
