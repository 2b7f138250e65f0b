// The fast analyzer's findings on a reply as short English lines for the coach's-note prompt, and the
// rubric item scores a note may use (the mean of the judges' valid scores per item).
import type { AnalysisResult } from '../../../../shared/analyzer/types';
import type { VersionFeedback } from '../../../../shared/domain/practice';

export function signalLines(a: AnalysisResult): string[] {
  const lines = a.flags.map((f) => `${f.code} (${f.kind}): ${f.message}`);
  for (const span of a.spans)
    lines.push(
      `${span.engaged ? 'engaged' : 'not engaged'} ${span.kind === 'distress' ? 'distress' : 'cultural signal'}: "${span.phrase}"`,
    );
  if (a.sentences.length > 0)
    lines.push(`support strategy per sentence: ${a.sentences.map((s) => `${s.index + 1}. ${s.strategy}`).join('; ')}`);
  if (a.language.matches === false)
    lines.push(
      `the reply's language (${a.language.reply?.code ?? '?'}) is not the post's (${a.language.expected ?? '?'})`,
    );
  return lines;
}

/** Mean score per Rubric A item over the judges that answered; empty when nothing was scored. */
export function itemScores(feedback: readonly VersionFeedback[]): Map<string, number> {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const f of feedback) {
    if (f.status !== 'done' || !f.result) continue;
    for (const j of f.result.judgements) {
      if (j.status !== 'ok' || j.score === null) continue;
      const entry = sums.get(j.item) ?? { sum: 0, n: 0 };
      entry.sum += j.score;
      entry.n += 1;
      sums.set(j.item, entry);
    }
  }
  return new Map([...sums].map(([item, { sum, n }]) => [item, sum / n]));
}
