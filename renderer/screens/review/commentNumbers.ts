// Comments numbered in reading order (the reply's first, then the critique's, each by position), so a
// highlight in the text and its entry in the list carry the same number.
import { COMMENT_TARGETS, type ReviewComment } from '../../../shared/domain/review';

export function numberComments(comments: readonly ReviewComment[]): {
  ordered: ReviewComment[];
  numbers: Map<number, number>;
} {
  const ordered = [...comments].sort(
    (a, b) =>
      COMMENT_TARGETS.indexOf(a.target) - COMMENT_TARGETS.indexOf(b.target) ||
      a.start - b.start ||
      a.end - b.end ||
      a.id - b.id,
  );
  return { ordered, numbers: new Map(ordered.map((c, i) => [c.id, i + 1])) };
}
