// The judgement cache key: judge, its output-relevant settings, rubric id and version, item, prompt and text.
import { sha256Hex } from '../../../shared/prompts/hash';

export type CacheKeyParts = {
  judgeId: string;
  judgeSettings: string;
  rubricId: string;
  rubricVersion: number;
  item: string;
  promptHash: string;
  textHash: string;
};

/** SHA-256 (hex) of the parts in a fixed order; any change in any part gives a new key. */
export const judgementCacheKey = (p: CacheKeyParts): string =>
  sha256Hex(
    JSON.stringify([
      'judgement/v1',
      p.judgeId,
      p.judgeSettings,
      p.rubricId,
      p.rubricVersion,
      p.item,
      p.promptHash,
      p.textHash,
    ]),
  );
