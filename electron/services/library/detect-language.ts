// Guesses which of the app's text languages a post is written in (franc for Latin-script text,
// the script itself for Arabic, Hebrew and Chinese). Falls back to the given default.
import { franc } from 'franc-min';
import type { TextLanguage } from '../../../shared/domain/vocabulary';

const FRANC_TO_APP: Record<string, TextLanguage> = { eng: 'en', deu: 'de', arb: 'ar', heb: 'he', cmn: 'zh' };

export function detectLanguage(text: string, fallback: TextLanguage = 'en'): TextLanguage {
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (!letters) return fallback;
  const share = (re: RegExp) => (letters.match(re)?.length ?? 0) / letters.length;
  if (share(/\p{Script=Arabic}/gu) > 0.3) return 'ar';
  if (share(/\p{Script=Hebrew}/gu) > 0.3) return 'he';
  if (share(/\p{Script=Han}/gu) > 0.3) return 'zh';
  const guess = franc(text, { only: ['eng', 'deu'], minLength: 10 });
  return FRANC_TO_APP[guess] ?? fallback;
}
