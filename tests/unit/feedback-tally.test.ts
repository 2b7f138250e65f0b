// The count said when feedback scoring ends: items scored by at least one judge over the items asked
// for, across rubrics; a failed rubric counts its items as asked for and not scored.
import { describe, expect, it } from 'vitest';
import type { ItemJudgement } from '../../shared/domain/judging';
import type { VersionFeedback } from '../../shared/domain/practice';
import { feedbackTally } from '../../shared/practice/feedback-tally';
import { getRubric } from '../../shared/rubrics/registry';

const rubric = getRubric('rubric-a')!;
const judgement = (item: string, status: ItemJudgement['status']): ItemJudgement => ({
  item,
  judgeId: 'j1',
  status,
  score: status === 'ok' ? 3 : null,
  option: null,
  distribution: null,
  rationale: null,
  errorMessage: null,
  fromCache: false,
});

describe('feedbackTally', () => {
  it('counts items with at least one usable judgement', () => {
    const [a, b, c] = rubric.items.map((i) => i.id);
    const feedback = {
      rubricId: 'rubric-a',
      status: 'done',
      errorMessage: null,
      updatedAt: '2026-01-01T00:00:00Z',
      result: {
        rubricVersion: rubric.version,
        judgements: [judgement(a!, 'ok'), judgement(b!, 'error'), judgement(c!, 'ok')],
      },
    } as unknown as VersionFeedback;
    expect(feedbackTally([feedback])).toEqual({ scored: 2, total: rubric.items.length });
    const failed = { ...feedback, status: 'failed', result: null } as VersionFeedback;
    expect(feedbackTally([feedback, failed])).toEqual({ scored: 2, total: 2 * rubric.items.length });
    expect(feedbackTally([])).toBeNull();
  });
});
