// Sentences the automatic coach's note offers as alternatives, in the language of the trainee's reply
// (not the interface language). Each keeps the trainee's own sentence and adds what was missing, or,
// for harmful wording, minimising and frame clashes, replaces the sentence with an acknowledgement of
// the post's words.
import type { TextLanguage } from '../domain/vocabulary';

export type TemplateKind = 'reflect' | 'question' | 'risk' | 'signal' | 'validate' | 'frame';

type Phrase = (p: string) => string;
type Template = { withPhrase: Phrase; plain: string };

const T: Readonly<Record<TextLanguage, Readonly<Record<TemplateKind, Template>>>> = {
  en: {
    reflect: {
      withPhrase: (p) => `When you write “${p}”, it sounds like you are carrying a lot of pain.`,
      plain: 'It sounds like you are carrying a lot of pain right now.',
    },
    question: {
      withPhrase: (p) => `What does “${p}” feel like for you day to day?`,
      plain: 'What feels hardest for you right now?',
    },
    risk: {
      withPhrase: (p) => `I want to ask you directly about “${p}”: are you thinking about ending your life?`,
      plain: 'I want to ask you directly: are you thinking about ending your life?',
    },
    signal: {
      withPhrase: (p) => `You mention “${p}”; how does that shape what you feel you can do?`,
      plain: 'How do your family and community shape what you feel you can do?',
    },
    validate: {
      withPhrase: (p) => `What you describe with “${p}” is serious, and it makes sense that it hurts.`,
      plain: 'What you describe is serious, and it makes sense that it hurts.',
    },
    frame: {
      withPhrase: (p) => `You describe “${p}”, and I would like to understand it the way you see it.`,
      plain: 'I would like to understand this the way you and the people close to you see it.',
    },
  },
  de: {
    reflect: {
      withPhrase: (p) => `Wenn du „${p}“ schreibst, klingt das, als würdest du gerade sehr viel Schmerz tragen.`,
      plain: 'Es klingt, als würdest du gerade sehr viel Schmerz tragen.',
    },
    question: {
      withPhrase: (p) => `Wie fühlt sich „${p}“ für dich im Alltag an?`,
      plain: 'Was ist für dich gerade am schwersten?',
    },
    risk: {
      withPhrase: (p) =>
        `Ich möchte dich direkt fragen, weil du „${p}“ schreibst: Denkst du daran, dir das Leben zu nehmen?`,
      plain: 'Ich möchte dich direkt fragen: Denkst du daran, dir das Leben zu nehmen?',
    },
    signal: {
      withPhrase: (p) => `Du erwähnst „${p}“ – wie prägt das, was du glaubst, tun zu können?`,
      plain: 'Wie prägen deine Familie und dein Umfeld, was du glaubst, tun zu können?',
    },
    validate: {
      withPhrase: (p) => `Was du mit „${p}“ beschreibst, ist ernst, und es ist verständlich, dass es wehtut.`,
      plain: 'Was du beschreibst, ist ernst, und es ist verständlich, dass es wehtut.',
    },
    frame: {
      withPhrase: (p) => `Du beschreibst „${p}“, und ich möchte verstehen, wie du selbst das siehst.`,
      plain: 'Ich möchte verstehen, wie du und die Menschen um dich das seht.',
    },
  },
  ar: {
    reflect: {
      withPhrase: (p) => `عندما تكتب «${p}»، يبدو أنك تحمل ألماً كبيراً.`,
      plain: 'يبدو أنك تحمل ألماً كبيراً الآن.',
    },
    question: { withPhrase: (p) => `كيف تعيش «${p}» في أيامك؟`, plain: 'ما الأصعب عليك الآن؟' },
    risk: {
      withPhrase: (p) => `أريد أن أسألك مباشرة عن «${p}»: هل تفكر في إنهاء حياتك؟`,
      plain: 'أريد أن أسألك مباشرة: هل تفكر في إنهاء حياتك؟',
    },
    signal: {
      withPhrase: (p) => `ذكرتَ «${p}»؛ كيف يؤثر ذلك على ما تشعر أنك تستطيع فعله؟`,
      plain: 'كيف تؤثر عائلتك ومجتمعك على ما تشعر أنك تستطيع فعله؟',
    },
    validate: {
      withPhrase: (p) => `ما تصفه بـ«${p}» أمر جدي، ومن المفهوم أنه يؤلمك.`,
      plain: 'ما تصفه أمر جدي، ومن المفهوم أنه يؤلمك.',
    },
    frame: {
      withPhrase: (p) => `تصف «${p}»، وأودّ أن أفهم ذلك كما تراه أنت.`,
      plain: 'أودّ أن أفهم هذا كما تراه أنت والمقرّبون منك.',
    },
  },
  he: {
    reflect: {
      withPhrase: (p) => `כשאתה כותב "${p}", נשמע שאתה נושא הרבה כאב.`,
      plain: 'נשמע שאתה נושא הרבה כאב עכשיו.',
    },
    question: { withPhrase: (p) => `איך "${p}" מרגיש לך ביום־יום?`, plain: 'מה הכי קשה לך עכשיו?' },
    risk: {
      withPhrase: (p) => `אני רוצה לשאול אותך ישירות על "${p}": האם אתה חושב לשים קץ לחייך?`,
      plain: 'אני רוצה לשאול אותך ישירות: האם אתה חושב לשים קץ לחייך?',
    },
    signal: {
      withPhrase: (p) => `הזכרת "${p}"; איך זה משפיע על מה שאתה מרגיש שאתה יכול לעשות?`,
      plain: 'איך המשפחה והקהילה שלך משפיעות על מה שאתה מרגיש שאתה יכול לעשות?',
    },
    validate: {
      withPhrase: (p) => `מה שאתה מתאר ב"${p}" הוא רציני, וזה מובן שזה כואב.`,
      plain: 'מה שאתה מתאר הוא רציני, וזה מובן שזה כואב.',
    },
    frame: {
      withPhrase: (p) => `אתה מתאר "${p}", ואני רוצה להבין את זה כמו שאתה רואה את זה.`,
      plain: 'אני רוצה להבין את זה כמו שאתה והקרובים אליך רואים את זה.',
    },
  },
  zh: {
    reflect: { withPhrase: (p) => `你写到“${p}”，听起来你正承受着很多痛苦。`, plain: '听起来你现在正承受着很多痛苦。' },
    question: { withPhrase: (p) => `“${p}”在你的日常生活中是什么感觉？`, plain: '现在对你来说最难的是什么？' },
    risk: {
      withPhrase: (p) => `你写到“${p}”，我想直接问你：你有没有想过结束自己的生命？`,
      plain: '我想直接问你：你有没有想过结束自己的生命？',
    },
    signal: {
      withPhrase: (p) => `你提到“${p}”，这对你觉得自己能做什么有怎样的影响？`,
      plain: '你的家人和身边的人对你觉得自己能做什么有怎样的影响？',
    },
    validate: {
      withPhrase: (p) => `你用“${p}”描述的事情很严重，感到痛苦是可以理解的。`,
      plain: '你描述的事情很严重，感到痛苦是可以理解的。',
    },
    frame: {
      withPhrase: (p) => `你描述了“${p}”，我想按照你自己的方式去理解它。`,
      plain: '我想按照你和你身边的人的方式去理解这件事。',
    },
  },
};

/** Post phrases are quoted whole up to this length, else cut at a word boundary with an ellipsis. */
const MAX_PHRASE = 60;

export function shortPhrase(phrase: string): string {
  const clean = phrase.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_PHRASE) return clean;
  const cut = clean.slice(0, MAX_PHRASE);
  const space = cut.lastIndexOf(' ');
  return `${space > 20 ? cut.slice(0, space) : cut}…`;
}

export function templateSentence(language: TextLanguage, kind: TemplateKind, phrase: string | null): string {
  const template = T[language][kind];
  return phrase ? template.withPhrase(shortPhrase(phrase)) : template.plain;
}

/** Joins the trainee's sentence and an added one with the spacing the language uses. */
export function joinSentences(language: TextLanguage, first: string, second: string): string {
  return language === 'zh' ? `${first.trim()}${second.trim()}` : `${first.trim()} ${second.trim()}`;
}
