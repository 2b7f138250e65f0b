// How much of a version's AI feedback arrived, for the one sentence said when scoring ends
// ("Feedback ready: 9 of 10 items scored"): an item counts as scored when at least one judge scored it.
import type { VersionFeedback } from '../domain/practice';
import { getRubric } from '../rubrics/registry';

export type FeedbackTally = { scored: number; total: number };

/** Items scored and items asked for over every rubric; null when no rubric was asked for. */
export function feedbackTally(feedback: readonly VersionFeedback[]): FeedbackTally | null {
  let scored = 0;
  let total = 0;
  for (const f of feedback) {
    const rubric = getRubric(f.rubricId, f.result?.rubricVersion);
    if (!rubric) continue;
    total += rubric.items.length;
    if (!f.result) continue;
    const ok = new Set(f.result.judgements.filter((j) => j.status === 'ok').map((j) => j.item));
    scored += rubric.items.filter((item) => ok.has(item.id)).length;
  }
  return total > 0 ? { scored, total } : null;
}
