// Inputs for the analyzer benchmark: the built-in library's replies as they are, and long replies of about 900 words made
// by joining one scenario's six replies (peer reply and five strategy responses; then the next scenarios' in the same
// language when that is shorter) and cutting at 900 words.
import type { AnalyzerInput } from '../../../shared/analyzer/types';
import type { LibraryReply } from './library-replies';

export const LONG_REPLY_WORDS = 900;

/** One long reply per scenario: its replies joined with blank lines, cut after `words` words. */
export function longReplies(replies: readonly LibraryReply[], words = LONG_REPLY_WORDS): AnalyzerInput[] {
  const out: AnalyzerInput[] = [];
  const scenarios = [...new Set(replies.map((r) => r.scenarioId))];
  scenarios.forEach((id, index) => {
    const first = replies.find((r) => r.scenarioId === id);
    if (!first) return;
    // This scenario's replies, then (when they are shorter than `words`) those of the next scenarios in the same language.
    const pool = [...scenarios.slice(index), ...scenarios.slice(0, index)].flatMap((s) =>
      replies.filter((r) => r.scenarioId === s && r.language === first.language),
    );
    let count = 0;
    let text = '';
    for (const piece of pool
      .map((r) => r.input.reply)
      .join('\n\n')
      .split(/(\s+)/)) {
      if (/\S/.test(piece) && ++count > words) break;
      text += piece;
    }
    if (count > words) out.push({ ...first.input, reply: text.trimEnd() });
  });
  return out;
}

/** Words in a text (whitespace-separated). */
export const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;
