// Risk cues and the pure risk level (none / elevated / acute) in five languages, on sentences written for these tests:
// intent and plans are acute; thoughts of dying, burden, self-harm, abuse and thoughts of harming others are elevated;
// negated, denied and quoted forms do not count, a quoted thought of the writer's own does.
import { describe, expect, it } from 'vitest';
import { assessRisk, riskLevel } from '../../electron/services/analyzer/risk-level';
import type { RiskLevel, TextLanguage } from '../../shared/domain/vocabulary';

type Case = [text: string, level: RiskLevel, category?: string];

const CASES: Record<TextLanguage, Case[]> = {
  en: [
    ['No sleep again\nI want to die', 'elevated', 'suicide'],
    ['Nobody called me back 😭 I want to die', 'elevated', 'suicide'],
    ["I can't eat and I want to die.", 'elevated', 'suicide'],
    ['Nobody listens so I want to die.', 'elevated', 'suicide'],
    ['Suicide has never crossed my mind.', 'none'],
    ['Some days I want to hurt my flatmate.', 'elevated', 'harm_to_others'],
    ['I started slashing my wrists again.', 'elevated', 'self_harm'],
    ['I cut my hair short and it feels good.', 'none'],
    ["I wrote a goodbye letter to my sister and I'm going to do it tonight.", 'acute', 'suicide'],
    ['I have been thinking about ending my life tonight.', 'acute', 'suicide'],
    ['My husband threatened to kill me if I leave.', 'acute', 'abuse'],
    ['Some nights I wish I were dead.', 'elevated', 'suicide'],
    ['I keep cutting myself when it gets bad.', 'elevated', 'self_harm'],
    ['My stepdad hits me when he drinks.', 'elevated', 'abuse'],
    ['Sometimes I get urges to hurt my baby and it terrifies me.', 'elevated', 'harm_to_others'],
    ['Honestly everyone would be better off without me.', 'elevated', 'burden'],
    ['It all feels hopeless since the exams.', 'none', 'hopelessness'],
    ['This commute is killing me lol.', 'none'],
    ['My grandmother died last year and I still miss her.', 'none'],
    ["I'm not suicidal, I just need to vent.", 'none'],
    ["I would never hurt myself, but I'm so tired.", 'none'],
    ['Suicide is not an option for me, whatever happens.', 'none'],
    ["I don't want to die, I want the pain to stop.", 'none'],
    ['At school they joke "I\'m going to kill myself" whenever a test is hard.', 'none'],
    ['I keep thinking "I just want to die" when I lie in bed.', 'elevated', 'suicide'],
  ],
  de: [
    ['Wieder nicht geschlafen\nich will sterben', 'elevated', 'suicide'],
    ['Ich kann nicht essen und will sterben.', 'elevated', 'suicide'],
    ['Am liebsten würde ich meinen Kollegen verprügeln.', 'elevated', 'harm_to_others'],
    ['Ich werde mir morgen Abend etwas antun.', 'elevated', 'self_harm'],
    ['Meine Eltern wären ohne mich glücklicher.', 'elevated', 'burden'],
    ['Ich habe schon Tabletten gesammelt, um mich umzubringen.', 'acute', 'suicide'],
    ['Manchmal will ich einfach nicht mehr leben.', 'elevated', 'suicide'],
    ['Es wäre für alle leichter, wenn ich nicht mehr da wäre.', 'elevated', 'burden'],
    ['Ich ritze mich wieder, seit die Schule angefangen hat.', 'elevated', 'self_harm'],
    ['Mein Vater schlägt mich, wenn er getrunken hat.', 'elevated', 'abuse'],
    ['Ich habe keine Suizidgedanken, nur Stress.', 'none'],
    ['Ich würde mir nie etwas antun.', 'none'],
    ['Ich will nicht sterben, ich will nur Ruhe.', 'none'],
    ['Mein Kollege sagt immer "ich bring mich um", wenn der Drucker streikt.', 'none'],
  ],
  ar: [
    ['سأنهي حياتي بعد الامتحان.', 'acute', 'suicide'],
    ['لا آكل وأريد أن أموت.', 'elevated', 'suicide'],
    ['أريد أن أؤذي مديري.', 'elevated', 'harm_to_others'],
    ['جرحت ذراعي مرة ثانية.', 'elevated', 'self_harm'],
    ['كتبت رسالة وداع لأمي وقررت أنتحر.', 'acute', 'suicide'],
    ['ما بدي أعيش بعد اليوم.', 'elevated', 'suicide'],
    ['أبوي بيضربني كل يوم.', 'elevated', 'abuse'],
    ['أحس إني عبء على أهلي.', 'elevated', 'burden'],
    ['لا أفكر في الانتحار أبداً، بس تعبانة.', 'none'],
    ['صاحبي قال "بدي موت من الضحك" على النكتة.', 'none'],
  ],
  he: [
    ['אני אהרוג את עצמי אם זה ימשיך.', 'acute', 'suicide'],
    ['אני לא אוכלת ואני רוצה למות.', 'elevated', 'suicide'],
    ['אני רוצה להרוג את השכן.', 'elevated', 'harm_to_others'],
    ['החלטתי להתאבד הלילה.', 'acute', 'suicide'],
    ['אני לא רוצה לחיות יותר.', 'elevated', 'suicide'],
    ['בעלי מכה אותי כשהוא כועס.', 'elevated', 'abuse'],
    ['אני חותכת את עצמי כבר חודשים.', 'elevated', 'self_harm'],
    ['אני לא אובדנית, רק עייפה.', 'none'],
    ['המורה אמרה בכיתה "התאבדות היא לא פתרון".', 'none'],
  ],
  zh: [
    ['吃不下饭\n想死', 'elevated', 'suicide'],
    ['我睡不着也想死。', 'elevated', 'suicide'],
    ['我想杀了我的同事。', 'elevated', 'harm_to_others'],
    ['我又割手腕了。', 'elevated', 'self_harm'],
    ['我已经写好了遗书。', 'acute', 'suicide'],
    ['我真的不想活了。', 'elevated', 'suicide'],
    ['我爸经常打我。', 'elevated', 'abuse'],
    ['我觉得自己是家里的累赘。', 'elevated', 'burden'],
    ['我从来没想过自杀，只是很累。', 'none'],
    ['同学开玩笑说「考不好我就想死」。', 'none'],
    ['我心里一直想「不如死了算了」。', 'elevated', 'suicide'],
    ['有事打我电话。', 'none'],
  ],
};

describe.each(Object.keys(CASES) as TextLanguage[])('risk level in %s', (language) => {
  it.each(CASES[language])('%s -> %s', (text, level, category) => {
    const assessment = assessRisk(text, language);
    expect(assessment.level).toBe(level);
    expect(riskLevel(text, language)).toBe(level);
    if (category) expect(assessment.categories).toContain(category);
    else expect(assessment.hits).toEqual([]);
    for (const hit of assessment.hits) expect(text.slice(hit.start, hit.end)).toBe(hit.text);
  });
});

describe('risk level', () => {
  it('reads the Hebrew gershayim as quotation marks, and as an abbreviation mark between letters', () => {
    expect(riskLevel('אחותי כתבה לי ״אני רוצה למות״ ואני דואגת לה.', 'he')).toBe('none');
    expect(riskLevel('שירתתי בצה״ל ואני רוצה למות.', 'he')).toBe('elevated');
  });

  it("splits a post's sentences by its own language's rules: a quote is not cut at German usw. before a noun", () => {
    const quoted =
      'Mein Bruder hat mir geschrieben: „Ich habe Stress, Streit usw. Tabletten habe ich gesammelt und ich will mich umbringen.“ ' +
      'Ich mache mir Sorgen um ihn.';
    expect(riskLevel(quoted, 'de')).toBe('none');
    expect(
      riskLevel('Ich habe Stress, Streit usw. Tabletten habe ich gesammelt und ich will mich umbringen.', 'de'),
    ).toBe('acute');
  });

  it('reads the language from the script when none is given, and mixed-language posts with every cue set', () => {
    expect(riskLevel('我真的不想活了。')).toBe('elevated');
    expect(riskLevel('I moved to Berlin for work. Manchmal will ich nicht mehr leben.', 'en')).toBe('elevated');
    expect(riskLevel('')).toBe('none');
  });

  it('keeps the strongest tier of several cues', () => {
    const a = assessRisk('It feels hopeless. I keep cutting myself. Last night I took a whole bottle of pills.', 'en');
    expect(a.level).toBe('acute');
    expect(a.categories).toEqual(expect.arrayContaining(['hopelessness', 'self_harm']));
  });
});
