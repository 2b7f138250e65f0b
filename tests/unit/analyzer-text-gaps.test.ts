// Gaps found in the analyzer's text handling, on text written for these tests: German and English abbreviations that can
// end a sentence ("usw.", "etc."), numbered list markers after a sentence end, bidi marks at a sentence start, "not a big
// deal" minimising in five languages (but not when reported, denied or quoted), and own-thought quotes without a pronoun.
import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../electron/services/analyzer';
import { assessRisk } from '../../electron/services/analyzer/risk-level';
import { splitSentences } from '../../electron/services/analyzer/sentences';
import type { TextLanguage } from '../../shared/domain/vocabulary';
import { useAnalyzer } from '../helpers/analyzer';

const texts = (text: string, locale?: string) => splitSentences(text, locale).map((s) => s.text);

/** Every span's text is the original text at its offsets. */
function expectAnchored(text: string, locale?: string): void {
  for (const s of splitSentences(text, locale)) expect(text.slice(s.start, s.end)).toBe(s.text);
}

describe('abbreviations that can end a sentence', () => {
  it('German: "usw." ends a sentence before a pronoun, article or common sentence starter', () => {
    const text = 'D. h. du bist seit ca. 2 Wochen allein, usw. Das ist viel.';
    expect(texts(text, 'de')).toEqual(['D. h. du bist seit ca. 2 Wochen allein, usw.', 'Das ist viel.']);
    expectAnchored(text, 'de');
    expect(texts('Streit, Tränen, etc. Ich war fertig.', 'de')).toEqual(['Streit, Tränen, etc.', 'Ich war fertig.']);
    expect(texts('Wir hatten Stress o. ä. Trotzdem lief es.', 'de')).toEqual([
      'Wir hatten Stress o. ä.',
      'Trotzdem lief es.',
    ]);
  });

  it('German: a capitalised noun after "usw." keeps the sentence whole (German capitalises nouns)', () => {
    expect(texts('Wir hatten Hunde, Katzen usw. Hunde sind toll.', 'de')).toEqual([
      'Wir hatten Hunde, Katzen usw. Hunde sind toll.',
    ]);
    expect(texts('Das war usw. schwer.', 'de')).toEqual(['Das war usw. schwer.']);
  });

  it('English: "etc." ends a sentence before a capitalised word', () => {
    expect(texts('Sleep, food, walks etc. The rest can wait.')).toEqual([
      'Sleep, food, walks etc.',
      'The rest can wait.',
    ]);
  });

  it('abbreviations that never end a sentence still do not, before any capitalised word', () => {
    expect(texts('Nimm z. B. Das kleine Buch mit.', 'de')).toEqual(['Nimm z. B. Das kleine Buch mit.']);
    expect(texts('Ich meine, d. h. Du bist nicht allein.', 'de')).toEqual(['Ich meine, d. h. Du bist nicht allein.']);
    expect(texts('Es gibt u. a. Die Telefonseelsorge.', 'de')).toEqual(['Es gibt u. a. Die Telefonseelsorge.']);
    expect(texts('Frag deine Schwester bzw. Die Nachbarin.', 'de')).toEqual([
      'Frag deine Schwester bzw. Die Nachbarin.',
    ]);
    expect(texts('Ask Dr. Lee about it.')).toEqual(['Ask Dr. Lee about it.']);
  });
});

describe('numbered list markers belong to the item that follows', () => {
  it('after a sentence end, in German and English, upper or lower case', () => {
    expect(texts('1. Ich höre dich. 2. Das klingt schwer.', 'de')).toEqual(['Ich höre dich.', 'Das klingt schwer.']);
    expect(texts('1. I hear you. 2. That sounds hard.')).toEqual(['I hear you.', 'That sounds hard.']);
    const lower = '1. i hear you. 2. that sounds hard.';
    expect(texts(lower)).toEqual(['i hear you.', 'that sounds hard.']);
    expectAnchored(lower);
    expect(texts('1. ich höre dich. 2. das klingt schwer.', 'de')).toEqual(['ich höre dich.', 'das klingt schwer.']);
  });

  it('after a colon, an emoji or a line start', () => {
    const text = 'Zwei Dinge: 1. Ich höre dich. 2. Das klingt schwer.';
    expect(texts(text, 'de')).toEqual(['Zwei Dinge:', 'Ich höre dich.', 'Das klingt schwer.']);
    expectAnchored(text, 'de');
    expect(texts('I hear you 💛 2. That sounds hard.')).toEqual(['I hear you 💛', 'That sounds hard.']);
    expect(texts('I hear you 💛 2. that sounds hard.')).toEqual(['I hear you 💛', 'that sounds hard.']);
    expect(texts('Ideen:\n1. ruf an.\n2. schlaf.', 'de')).toEqual(['Ideen:', 'ruf an.', 'schlaf.']);
  });

  it('numbers inside a sentence are not markers: ages, dates, ordinals', () => {
    expect(texts('Ich bin 25. Mal sehen.', 'de')).toEqual(['Ich bin 25.', 'Mal sehen.']);
    expect(texts('Das war am 3. Mai. Danach ging es.', 'de')).toEqual(['Das war am 3. Mai.', 'Danach ging es.']);
    expect(texts('I turned 25. then it got worse.')).toEqual(['I turned 25.', 'then it got worse.']);
  });
});

describe('bidi marks at a sentence start', () => {
  it('are left out of the sentence before, in Hebrew, Arabic and English', () => {
    const he = 'אני שומעת אותך. \u200Fזה נשמע קשה.';
    expect(texts(he, 'he')).toEqual(['אני שומעת אותך.', 'זה נשמע קשה.']);
    expectAnchored(he, 'he');
    expect(texts('أسمعك. \u061Cهذا صعب جدا.', 'ar')).toEqual(['أسمعك.', 'هذا صعب جدا.']);
    expect(texts('I hear you. \u200EThat sounds hard.')).toEqual(['I hear you.', 'That sounds hard.']);
    expect(texts('I hear you.\u200F That sounds hard.')).toEqual(['I hear you.', 'That sounds hard.']);
  });

  it('do not hide an abbreviation or a sentence end', () => {
    expect(texts('Nimm z. B.\u200F Das kleine Buch mit.', 'de')).toEqual(['Nimm z. B.\u200F Das kleine Buch mit.']);
    expect(texts('I hear you.\u200FThat sounds hard.')).toEqual(['I hear you.', 'That sounds hard.']);
  });
});

describe('"not a big deal" minimising', () => {
  const analyzer = useAnalyzer({ encoder: null });

  const POST: Record<TextLanguage, string> = {
    en: 'My best friend moved away and I cry every evening.',
    de: 'Meine beste Freundin ist weggezogen und ich weine jeden Abend.',
    ar: 'صديقتي المقربة سافرت وأنا أبكي كل مساء.',
    he: 'החברה הכי טובה שלי עברה דירה ואני בוכה כל ערב.',
    zh: '我最好的朋友搬走了，我每天晚上都哭。',
  };
  const minimising = async (
    language: TextLanguage,
    reply: string,
  ): Promise<AnalysisResult['flags'][number] | undefined> =>
    (await analyzer().analyze({ reply, post: POST[language], postLanguage: language })).flags.find(
      (f) => f.code === 'minimising',
    );

  it.each<[TextLanguage, string]>([
    ['en', 'It is not that big a deal, you will make new friends.'],
    ['en', 'Honestly, no biggie. You will find new people.'],
    ['de', 'Das ist doch keine große Sache, du findest neue Freunde.'],
    ['de', 'Ehrlich, das ist nicht der Rede wert.'],
    ['ar', 'الموضوع مش كبير، رح تلاقي صحاب جداد.'],
    ['ar', 'هذا ليس أمرا كبيرا.'],
    ['he', 'זה לא כזה סיפור, תמצאי חברות חדשות.'],
    ['he', 'זה לא סוף העולם.'],
    ['zh', '这不是什么大事，你会交到新朋友的。'],
    ['zh', '多大点事啊。'],
    ['en', 'I think it is not that big a deal, honestly.'],
    ['en', 'You said you were tired, but honestly it is not that big a deal.'],
    ['he', 'אני חושבת שזה לא כזה סיפור.'],
    ['de', 'Ach, das ist doch nur eine Kleinigkeit.'],
    ['en', "It's no big deal."],
    ['en', "That isn't a big deal."],
    ['ar', 'الأمر ليس بهذه الأهمية.'],
    ['he', 'זה לא כזה ביג דיל.'],
  ])('%s: "%s" is flagged', async (language, reply) => {
    const f = await minimising(language, reply);
    expect(f?.severity).toBe('warning');
  });

  it.each<[TextLanguage, string]>([
    ['en', 'You said it is not a big deal, but it clearly matters to you.'],
    ['en', "Your mum said it's not that big a deal, and that must have stung."],
    ['en', "I won't tell you it is not that big a deal, because it is."],
    ['en', 'That "not that big a deal" line from your mum must have hurt.'],
    ['en', 'It is not a big deal to ask for help.'],
    ['de', 'Du sagst, das ist doch keine große Sache, aber ich höre, wie sehr es dich belastet.'],
    ['de', 'Dieses „Das ist doch keine große Sache“ kenne ich auch.'],
    ['de', 'Das ist keine Kleinigkeit, und deine Tränen sind verständlich.'],
    ['de', 'Vielleicht ist eine Kleinigkeit wie ein Spaziergang am Abend hilfreich.'],
    ['ar', 'انت قلت إنه الموضوع مش كبير، بس واضح إنه بيوجعك.'],
    ['ar', 'الموضوع مش بسيط أبدا.'],
    ['ar', 'جربي شي بسيط: تمشي شوي كل مسا.'],
    ['he', 'אמרת שזה לא כזה סיפור, אבל אני שומעת כמה זה קשה לך.'],
    ['he', 'זה לא נורא לבקש עזרה.'],
    ['he', 'מה שהוא אמר עלייך זה שטויות, את לא אשמה.'],
    ['zh', '你说这不是什么大事，但我听得出来你很难受。'],
    ['zh', '别人说「多大点事」，可这对你很重要。'],
    ['en', "That's a big deal, and it makes sense you feel overwhelmed."],
    ['en', 'This is a big deal and your feelings matter.'],
    ['en', "It's a big deal that you told me this."],
  ])('%s: "%s" is not flagged (reported, denied, quoted or reassuring)', async (language, reply) => {
    expect(await minimising(language, reply)).toBeUndefined();
  });
});

describe('own-thought quotes without a pronoun count as risk', () => {
  it.each<[TextLanguage, string]>([
    ['ar', 'كل ليلة بقول لحالي "بدي موت" وما بنام.'],
    ['ar', 'قلت في نفسي "ما بدي عيش" وسكتت.'],
    ['he', 'חשבתי "אני רוצה למות" וישבתי לבד.'],
    ['he', 'כל לילה אומרת לעצמי "לא רוצה לחיות יותר".'],
    ['zh', '每天晚上心里都在想「不想活了」。'],
    ['zh', '一直对自己说「活着没意思」。'],
  ])('%s: "%s" is elevated', (language, text) => {
    expect(assessRisk(text, language).level).toBe('elevated');
  });

  it.each<[TextLanguage, string]>([
    ['ar', 'أمي قالت "بدي موت من التعب" وضحكت.'],
    ['he', 'אמא שלי אמרה "אני רוצה למות מצחוק".'],
    ['zh', '我妈说「累得想死」，然后笑了。'],
    ['zh', '他心里想「不想活了」，可他没说。'],
  ])('%s: "%s" quotes someone else and stays none', (language, text) => {
    expect(assessRisk(text, language).level).toBe('none');
  });
});
