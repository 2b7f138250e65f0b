// Reads the annotated support phrases of a CultureCare annotation file (JSONL) for evaluating the analyzer: each phrase with
// its expert strategy, plus the post's annotated phrases (the post text itself is withheld in the published files).
import { culturecareRecordSchema } from '../../../../shared/import/culturecare-record';
import type { SupportStrategy } from '../../../../shared/domain/vocabulary';

export interface SupportPhrase {
  culture: string;
  postId: string;
  phrase: string;
  strategy: SupportStrategy;
  /** The post's annotated distress and cultural-signal phrases, joined: the only post text the files carry. */
  postPhrases: string;
}

export interface SupportPhraseFile {
  phrases: SupportPhrase[];
  /** Support phrases without a strategy (left out of the evaluation). */
  unlabelled: number;
  rejected: { line: number; reason: string }[];
}

export function readSupportPhrases(content: string): SupportPhraseFile {
  const phrases: SupportPhrase[] = [];
  const rejected: SupportPhraseFile['rejected'] = [];
  let unlabelled = 0;
  content
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((text, index) => {
      if (!text.trim()) return;
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (error) {
        rejected.push({ line: index + 1, reason: `not valid JSON (${(error as Error).message})` });
        return;
      }
      const parsed = culturecareRecordSchema.safeParse(raw);
      if (!parsed.success) {
        rejected.push({
          line: index + 1,
          reason: parsed.error.issues.map((i) => `${i.path.join('.') || 'record'}: ${i.message}`).join('; '),
        });
        return;
      }
      const r = parsed.data;
      const postPhrases = [...r.post.emotional_distress, ...r.post.cultural_signals].map((p) => p.phrase).join(' ');
      for (const s of r.response.emotional_support) {
        if (!s.strategy) {
          unlabelled++;
          continue;
        }
        phrases.push({ culture: r.culture, postId: r.post_id, phrase: s.phrase, strategy: s.strategy, postPhrases });
      }
    });
  return { phrases, unlabelled, rejected };
}
