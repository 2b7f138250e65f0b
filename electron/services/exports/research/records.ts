// One research record per attempt (shared/domain/research-export.ts): pseudonymous ids only, names
// redacted from every free text, each version with the judgements its feedback showed (the judgement
// rows it links to: judge, model, rubric version, prompt hash), and the final score per item from the
// one resolver. For an exporter who has not rated the attempt blind yet, its AI values are left out
// (awaitingReview), and so are judge ratings a supervisor accepted in a review not yet released.
import type { Database } from 'better-sqlite3';
import type { ResearchRecord } from '../../../../shared/domain/research-export';
import { scoreSpotting, type SpotKindScore } from '../../../../shared/practice/spot-score';
import { parseSnapshot, placedSpans } from '../../practice/attempt-state';
import { listMarks, type AttemptRow } from '../../practice/attempts-queries';
import { parseConfig } from '../../practice/config';
import { getCritiqueRow } from '../../practice/critique-queries';
import { linkedJudgements, type LinkedJudgement } from '../../practice/feedback-links';
import { listVersionRows } from '../../practice/versions-queries';
import type { ScoreViewer } from '../../scores/access';
import { resolveAttempt } from '../../scores/resolver';
import { CRITIQUE_RUBRIC_ID } from '../../ratings/critique';
import { critiqueRatings } from '../../ratings/queries';
import { commentsOf, finalsOf, reviewsOf, scenarioUid, supervisorRatingsOf } from '../queries';
import type { Pseudonymise } from './pseudonyms';

type Judgement = ResearchRecord['versions'][number]['judgements'][number];

export type RecordContext = {
  pseudonym: Pseudonymise;
  redact: (text: string) => string;
  /** Profile id -> cohort (for the cohort pseudonym). */
  cohortOf: (profileId: number) => string | null;
  modelOf: (judgeId: string) => string | null;
  /** Sees every exported judgement (for the manifest's list of judges and prompt hashes). */
  onJudgement: (judgement: Judgement) => void;
  /** Who exports: AI values of attempts they have not rated blind are left out. */
  viewer: ScoreViewer;
};

const kindScore = (s: SpotKindScore) => ({
  expert: s.expert,
  marked: s.marked,
  matched: s.matched,
  precision: s.precision,
  recall: s.recall,
  f1: s.f1,
  labelAgreement: s.labelAgreement,
});

export function researchRecord(db: Database, row: AttemptRow, context: RecordContext): ResearchRecord {
  const { pseudonym, redact } = context;
  const snapshot = parseSnapshot(row.scenario_snapshot);
  const config = parseConfig(row.config);
  const versions = listVersionRows(db, row.id);
  const resolved = resolveAttempt(db, row, context.viewer);
  const links: Map<number, Map<string, LinkedJudgement[]>> = resolved.access.ai
    ? linkedJudgements(
        db,
        versions.map((v) => v.id),
      )
    : new Map();
  const judgementsOf = (versionId: number): Judgement[] =>
    [...(links.get(versionId) ?? new Map<string, LinkedJudgement[]>())].flatMap(([rubricId, list]) =>
      list.map(({ judgement: j }): Judgement => ({
        rubricId,
        rubricVersion: j.rubricVersion,
        item: j.item,
        judgeId: j.judgeId,
        model: context.modelOf(j.judgeId),
        status: j.status,
        score: j.score,
        option: j.option,
        rationale: j.rationale === null ? null : redact(j.rationale),
        promptHash: j.promptHash,
        source: 'judgement',
      })),
    );
  const numberOf = new Map(versions.map((v) => [v.id, v.number]));
  const marks = listMarks(db, row.id);
  const critique = getCritiqueRow(db, row.id);
  const reviews = reviewsOf(db, row.id);
  const reviewIds = reviews.map((r) => r.id);
  const finals = finalsOf(db, reviewIds);
  const comments = commentsOf(db, reviewIds);
  const cohort = context.cohortOf(row.profile_id);
  const spotScore =
    row.spot_submitted_at === null ? null : scoreSpotting(placedSpans(snapshot.expertSpans), marks, snapshot.postText);

  const record: ResearchRecord = {
    type: 'attempt',
    attempt: pseudonym('attempt', row.id),
    trainee: pseudonym('profile', row.profile_id),
    cohort: cohort === null ? null : pseudonym('cohort', cohort),
    exercise: pseudonym('exercise', row.exercise_id),
    culture: snapshot.cultureId,
    scenario: { uid: scenarioUid(db, row.scenario_id), language: snapshot.language, risk: snapshot.risk },
    status: row.status,
    stage: row.stage,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    steps: [...config.steps],
    feedbackRounds: config.feedbackRounds,
    aiScoresVisible: config.aiScoresVisible,
    rubricIds: [...config.rubricIds],
    spotting:
      row.spot_submitted_at === null || !spotScore
        ? null
        : {
            submittedAt: row.spot_submitted_at,
            marks: marks.map((m) => ({ start: m.start, end: m.end, kind: m.kind, label: m.label, phrase: m.phrase })),
            score: {
              distress: kindScore(spotScore.distress),
              cultural_signal: kindScore(spotScore.cultural_signal),
              overall: kindScore(spotScore.overall),
            },
          },
    emotions: JSON.parse(row.emotions) as string[],
    versions: versions.map((v, index) => ({
      number: v.number,
      text: redact(v.text),
      wordCount: v.word_count,
      submittedAt: v.submitted_at,
      forFeedback: v.for_feedback === 1,
      final: index === versions.length - 1,
      judgements: judgementsOf(v.id),
    })),
    awaitingReview: resolved.access.withheld === 'awaiting_review',
    finalScores: Object.entries(resolved.items).flatMap(([rubricId, items]) =>
      Object.entries(items).map(([item, v]) => ({
        rubricId,
        item,
        score: v.score,
        option: v.option,
        source: v.source,
      })),
    ),
    supervisorRatings: supervisorRatingsOf(db, row.id).map((r) => ({
      reviewer: r.rater_id === null ? null : pseudonym('profile', r.rater_id),
      target: r.target_type === 'draft_version' ? ('reply' as const) : ('critique' as const),
      versionNumber: r.target_type === 'draft_version' ? (numberOf.get(r.target_id) ?? null) : null,
      rubricId: r.rubric_id,
      rubricVersion: r.rubric_version,
      item: r.item,
      option: r.option_code,
      score: r.score,
    })),
    reviews: reviews.map((review) => ({
      reviewer: review.reviewer_id === null ? null : pseudonym('profile', review.reviewer_id),
      blindSubmittedAt: review.blind_submitted_at,
      releasedAt: review.released_at,
      finals: finals
        .filter((f) => f.review_id === review.id)
        // A judge's rating accepted in a review not yet released is an AI value: not before the exporter's own blind rating.
        .filter((f) => resolved.access.ai || f.source !== 'judge' || review.released_at !== null)
        .map((f) => ({
          rubricId: f.rubric_id,
          item: f.item,
          option: f.option_code,
          score: f.score,
          source: f.source,
          judgeId: f.judge_id,
        })),
      comments: comments
        .filter((c) => c.review_id === review.id)
        .map((c) => ({ target: c.target, start: c.start, end: c.end, quote: redact(c.quote), body: redact(c.body) })),
      overallComment: redact(review.overall_comment),
    })),
    critique: critique
      ? {
          text: redact(critique.text),
          submittedAt: critique.submitted_at,
          traineeRatings: critiqueRatings(db, row.id, CRITIQUE_RUBRIC_ID),
        }
      : null,
  };
  for (const version of record.versions) for (const judgement of version.judgements) context.onJudgement(judgement);
  return record;
}
