// The renderer's guess of a text's own language for lang/dir attributes (shared/i18n/text-language.ts).
import { describe, expect, it } from 'vitest';
import { guessTextLanguage, textLangAttrs } from '../../shared/i18n/text-language';

describe('guessTextLanguage', () => {
  it('reads Arabic, Hebrew and Chinese from their script', () => {
    expect(guessTextLanguage('أشعر بالتعب منذ أسابيع ولا أعرف لمن أتكلم')).toBe('ar');
    expect(guessTextLanguage('אני מרגישה עייפה כבר שבועות')).toBe('he');
    expect(guessTextLanguage('我最近总是睡不着，也不想和别人说话。')).toBe('zh');
  });

  it('tells English from German in Latin script', () => {
    expect(guessTextLanguage('It sounds like you have been carrying this alone for a long time.')).toBe('en');
    expect(guessTextLanguage('Ich höre, dass du dich gerade sehr allein fühlst.')).toBe('de');
    expect(guessTextLanguage('Das ist nicht leicht und du bist damit nicht allein')).toBe('de');
  });

  it('keeps a reply in its own language whatever the hint says', () => {
    // An English reply to an Arabic post is English.
    expect(guessTextLanguage('That sounds exhausting, and I am glad you wrote.', 'ar')).toBe('en');
    expect(guessTextLanguage('أنا هنا معك', 'en')).toBe('ar');
  });

  it('uses an English or German hint only when the Latin words do not decide', () => {
    expect(guessTextLanguage('Okay, Sarah.', 'de')).toBe('de');
    expect(guessTextLanguage('Okay, Sarah.', 'en')).toBe('en');
    expect(guessTextLanguage('Okay, Sarah.', 'ar')).toBe('en');
  });

  it('is not flipped by a few letters of another script', () => {
    expect(guessTextLanguage('شكراً لك يا صديقي، أنا أفهم ما تمرّ به OK')).toBe('ar');
  });

  it('has no guess for text without letters or in another script', () => {
    expect(guessTextLanguage('… 123 !!')).toBeNull();
    expect(guessTextLanguage('')).toBeNull();
    expect(guessTextLanguage('Мне очень грустно')).toBeNull();
  });
});

describe('textLangAttrs', () => {
  it('gives the language and its direction', () => {
    expect(textLangAttrs('I hear how lonely this has been.', 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    expect(textLangAttrs('אני כאן', 'en')).toEqual({ lang: 'he', dir: 'rtl' });
  });

  it('falls back to dir="auto" and no lang when there is nothing to go by', () => {
    expect(textLangAttrs('', 'ar')).toEqual({ lang: undefined, dir: 'auto' });
    expect(textLangAttrs(null)).toEqual({ lang: undefined, dir: 'auto' });
    expect(textLangAttrs('?!')).toEqual({ lang: undefined, dir: 'auto' });
  });
});
