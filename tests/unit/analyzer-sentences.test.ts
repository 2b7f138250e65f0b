// Sentence splitting per language on text written for these tests: abbreviations, German ordinals, list markers, lower-case
// forum text, emoji and emoticons, and each script's own punctuation; offsets always point into the original text.
import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../electron/services/analyzer/sentences';

const texts = (text: string, locale?: string) => splitSentences(text, locale).map((s) => s.text);

describe('sentence splitting', () => {
  it('English: abbreviations and numbered references stay inside a sentence', () => {
    expect(texts('Mr. Lee said no. See p. 4 for the rules. It costs approx. 20 dollars, e.g. for books.')).toEqual([
      'Mr. Lee said no.',
      'See p. 4 for the rules.',
      'It costs approx. 20 dollars, e.g. for books.',
    ]);
  });

  it('English forum text: lower-case starts, missing spaces, emoji and emoticons end sentences', () => {
    expect(texts('honestly same. my dad was like that too lol. anyway hang in there 💛 you got this')).toEqual([
      'honestly same.',
      'my dad was like that too lol.',
      'anyway hang in there 💛',
      'you got this',
    ]);
    expect(texts('I was so tired.Then it got better :) really')).toEqual([
      'I was so tired.',
      'Then it got better :)',
      'really',
    ]);
    expect(texts('It was fine... maybe')).toEqual(['It was fine... maybe']);
  });

  it('list items become sentences without their markers, and offsets skip the marker', () => {
    const text = 'Some ideas:\n1. Call the GP.\n2) Rest.\n- Eat something\n* Sleep';
    const parts = splitSentences(text);
    expect(parts.map((p) => p.text)).toEqual(['Some ideas:', 'Call the GP.', 'Rest.', 'Eat something', 'Sleep']);
    for (const p of parts) expect(text.slice(p.start, p.end)).toBe(p.text);
  });

  it('German: "z. B.", "d. h.", "Vllt." and ordinals ("am 3. Mai", "das 2. Mal") do not end a sentence', () => {
    expect(
      texts(
        'Das war z. B. am 3. Mai so. Vllt. hilft es. Das 2. Mal war besser, d. h. ruhiger. Ich bin 25. Mal sehen.',
        'de',
      ),
    ).toEqual([
      'Das war z. B. am 3. Mai so.',
      'Vllt. hilft es.',
      'Das 2. Mal war besser, d. h. ruhiger.',
      'Ich bin 25.',
      'Mal sehen.',
    ]);
  });

  it('Chinese, Arabic and Hebrew: their own punctuation, abbreviations and quote marks', () => {
    expect(texts('我很累……真的。你还好吗？加油！', 'zh')).toEqual(['我很累……真的。', '你还好吗？', '加油！']);
    expect(texts('أنا تعبانة... كيف حالك؟ د. أحمد قال لا.', 'ar')).toEqual([
      'أنا تعبانة...',
      'كيف حالك؟',
      'د. أحمد قال لا.',
    ]);
    expect(texts('אני עייפה. ד"ר כהן אמר לא. בע"ה יהיה טוב!', 'he')).toEqual([
      'אני עייפה.',
      'ד"ר כהן אמר לא.',
      'בע"ה יהיה טוב!',
    ]);
  });

  it('drops pieces without letters or digits', () => {
    expect(texts('... !!! ok')).toEqual(['ok']);
    expect(texts('')).toEqual([]);
  });
});
