// Strategy cues shared by every language: a question mark, and emoji-only replies.
import type { SupportStrategy } from '../../../../shared/domain/vocabulary';
import { rawCue, type Cue } from './cue';

export const UNIVERSAL_STRATEGY_CUES: Partial<Record<SupportStrategy, Cue[]>> = {
  Questions: [rawCue('q.mark', '\\?', 2.2)],
  Others: [rawCue('ot.emoji', '^[\\p{Extended_Pictographic}\\u{FE0F}\\u{200D}\\s!.]+$', 1.5)],
};
