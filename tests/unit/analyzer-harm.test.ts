// Fast local analyzer: the harmful_reply flag fires on a draft that urges the poster towards self-harm or suicide, or that
// belittles them (English, German, Arabic, Hebrew, Chinese), and stays quiet on negated wording ("please don't end it all"),
// on the poster's own words quoted or reported back, on careful replies, and (for "then do it") where the post has no risk.
import { describe, expect, it } from 'vitest';
import type { AnalysisResult, AnalyzerInput } from '../../electron/services/analyzer';
import type { TextLanguage } from '../../shared/domain/vocabulary';
import { DE_GOOD_REPLY, EN_GOOD_REPLY, deInput, enInput } from '../fixtures/analyzer/cases';
import { useAnalyzer } from '../helpers/analyzer';

const analyzer = useAnalyzer({ encoder: null });

/** Posts written for these tests: thoughts of suicide, in each language. */
const RISK_POSTS: Record<TextLanguage, string> = {
  en: "I can't do this anymore. I keep thinking about ending it all, everyone would be better off without me.",
  de: 'Ich kann nicht mehr. Ich denke oft daran, mich umzubringen, alle wären ohne mich besser dran.',
  ar: 'تعبت من الحياة وما بدي أعيش. بفكر إني أنهي حياتي.',
  he: 'אני לא רוצה לחיות יותר, אני חושבת להתאבד.',
  zh: '我真的撑不下去了，每天都想死，活着没意思。',
};

const CALM_POST = 'I have my driving test tomorrow and I am nervous about it.';

const harm = (result: AnalysisResult) => result.flags.find((f) => f.code === 'harmful_reply');
const run = (reply: string, language: TextLanguage = 'en', post: string | null = RISK_POSTS[language]) =>
  analyzer().analyze({ reply, post, postLanguage: language } satisfies AnalyzerInput);

/** Evidence offsets must point at the quoted text in the reply or the post. */
function expectAnchored(result: AnalysisResult, reply: string, post: string | null): void {
  for (const f of result.flags)
    for (const e of f.evidence) expect((e.where === 'reply' ? reply : (post ?? '')).slice(e.start, e.end)).toBe(e.text);
}

const HARMFUL: [TextLanguage, string, 'encourages_harm' | 'demeaning'][] = [
  ['en', 'maybe you should just end it all', 'encourages_harm'],
  ['en', 'Then do it.', 'encourages_harm'],
  ['en', 'Honestly, nobody would miss you anyway.', 'demeaning'],
  ['en', 'Just get it over with.', 'encourages_harm'],
  ['en', 'Go kill yourself.', 'encourages_harm'],
  ['en', "You said you're tired, so just end it all.", 'encourages_harm'],
  ['en', "You're pathetic, stop whining.", 'demeaning'],
  ['de', 'Dann mach es doch einfach.', 'encourages_harm'],
  ['de', 'Bring dich doch um.', 'encourages_harm'],
  ['de', 'Dich würde eh keiner vermissen.', 'demeaning'],
  ['de', 'Bring es endlich hinter dich.', 'encourages_harm'],
  ['de', 'Du bist echt erbärmlich.', 'demeaning'],
  ['ar', 'روح انتحر وريحنا.', 'encourages_harm'],
  ['ar', 'طيب اعملها.', 'encourages_harm'],
  ['ar', 'ما حدا رح يفتقدك أصلاً.', 'demeaning'],
  ['ar', 'انت فاشل.', 'demeaning'],
  ['he', 'אז תעשי את זה.', 'encourages_harm'],
  ['he', 'לכי תתאבדי כבר.', 'encourages_harm'],
  ['he', 'אף אחד לא יתגעגע אלייך בכל מקרה.', 'demeaning'],
  ['he', 'תגמרי עם זה כבר.', 'encourages_harm'],
  ['zh', '那你就去死吧。', 'encourages_harm'],
  ['zh', '想死就去死。', 'encourages_harm'],
  ['zh', '反正没人会想你的。', 'demeaning'],
  ['zh', '你真是个废物。', 'demeaning'],
  // Spacing and invisible characters inside the words.
  ['en', 'maybe you should just end  it   all', 'encourages_harm'],
  ['en', 'maybe you should just end\u200Bit all', 'encourages_harm'],
  ['en', 'maybe you should just\u200F end it all', 'encourages_harm'],
  ['de', 'Bring dich doch  einfach  um.', 'encourages_harm'],
  ['ar', '\u200Fاقتل\u200F نفسك.', 'encourages_harm'],
  // More phrasings.
  ['en', "You'd be better off dead.", 'encourages_harm'],
  ['de', 'Vielleicht solltest du einfach allem ein Ende setzen.', 'encourages_harm'],
  ['ar', 'ربما عليك أن تنهي حياتك فقط.', 'encourages_harm'],
  ['ar', 'يجب أن تقتل نفسك.', 'encourages_harm'],
  ['ar', 'لماذا لا تنهي حياتك؟', 'encourages_harm'],
  ['he', 'אולי פשוט תתאבד.', 'encourages_harm'],
  ['he', 'כדאי לך להתאבד.', 'encourages_harm'],
  ['zh', '你干脆结束一切算了。', 'encourages_harm'],
  ['zh', '结束一切吧。', 'encourages_harm'],
];

describe('harmful_reply', () => {
  it.each(HARMFUL)('alerts on a harmful draft (%s): %s', async (language, reply, kind) => {
    const post = RISK_POSTS[language];
    const result = await run(reply, language, post);
    const f = harm(result);
    expect(f, reply).toMatchObject({ code: 'harmful_reply', severity: 'alert', kind });
    expect(f?.evidence.length).toBeGreaterThan(0);
    expect(f?.evidence.every((e) => e.where === 'reply')).toBe(true);
    expectAnchored(result, reply, post);
  });

  it('is quiet on negated wording', async () => {
    for (const [language, reply] of [
      ['en', "Please don't end it all."],
      ['en', "I don't want you to hurt yourself."],
      ['en', 'You should never kill yourself over this.'],
      ['en', "It isn't true that nobody would miss you."],
      ['de', 'Bitte tu es nicht.'],
      ['de', 'Bitte bring dich nicht um, du bist nicht allein.'],
      ['de', 'Du bist nicht erbärmlich, du bist erschöpft.'],
      ['ar', 'لا تقتل نفسك، أنت مش لحالك.'],
      ['he', 'אל תעשי את זה כבר הלילה, תתקשרי אליי.'],
      ['zh', '请不要去死，我们一起想办法。'],
      ['zh', '你不是废物。'],
    ] as [TextLanguage, string][]) {
      expect(harm(await run(reply, language)), reply).toBeUndefined();
    }
  });

  it("is quiet when the reply quotes or reports the poster's own words", async () => {
    for (const [language, reply] of [
      ['en', 'You wrote "I want to end it all", and I am taking that seriously.'],
      ['en', 'You wrote "just end it all" in your diary; that sounds so heavy.'],
      ['en', 'It sounds like you feel nobody would miss you, and that must be so lonely.'],
      ['en', 'Are you thinking you should just end it all? Please tell me.'],
      ['en', 'Your brother told you to go kill yourself, and that is cruel.'],
      ['en', 'I want to start with something you said: that everyone would be better off without you.'],
      ['en', 'The line that worries me most is that everyone would be better off without you.'],
      ['de', 'Du schreibst „dann mach es doch einfach“ – das klingt verzweifelt.'],
      ['de', 'Du hast das Gefühl, dich würde keiner vermissen.'],
      ['ar', 'كتبت "روح انتحر" وهذا كلام مؤلم.'],
      ['he', 'כתבת "אף אחד לא יתגעגע אלייך", וזה כואב לשמוע.'],
      ['zh', '你说「没人会想你的」，听起来你真的很孤单。'],
      ['zh', '你觉得没人会想你，这一定很难受。'],
    ] as [TextLanguage, string][]) {
      expect(harm(await run(reply, language)), reply).toBeUndefined();
    }
  });

  it('is quiet on careful replies and on direct questions about suicide', async () => {
    expect(harm(await run(EN_GOOD_REPLY))).toBeUndefined();
    expect(harm(await analyzer().analyze(enInput(EN_GOOD_REPLY)))).toBeUndefined();
    expect(harm(await analyzer().analyze(deInput(DE_GOOD_REPLY)))).toBeUndefined();
    for (const [language, reply] of [
      ['en', 'I want to ask you directly: are you thinking about killing yourself?'],
      ['en', 'Please call a crisis line tonight, and go ahead and tell someone you trust.'],
      ['de', 'Denkst du daran, dir das Leben zu nehmen?'],
      ['zh', '我想直接问你：你是不是想去死？'],
    ] as [TextLanguage, string][]) {
      expect(harm(await run(reply, language)), reply).toBeUndefined();
    }
  });

  it('counts "then do it" only where the post carries risk, but explicit urging anywhere', async () => {
    expect(harm(await run('Then do it.', 'en', CALM_POST))).toBeUndefined();
    expect(harm(await run('Just get it over with.', 'en', CALM_POST))).toBeUndefined();
    expect(harm(await run('Dann mach es doch einfach.', 'de', null))).toBeUndefined();
    expect(harm(await run('maybe you should just end it all', 'en', CALM_POST))?.kind).toBe('encourages_harm');
    expect(harm(await run('nobody would miss you anyway', 'en', null))?.kind).toBe('demeaning');
  });

  it('comes before the other flags, alongside risk_ignored', async () => {
    const result = await run('maybe you should just end it all');
    expect(result.flags.map((f) => f.code).slice(0, 2)).toEqual(['harmful_reply', 'risk_ignored']);
  });
});
