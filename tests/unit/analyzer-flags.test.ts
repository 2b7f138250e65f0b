// Fast local analyzer: each safety flag fires on a reply that earns it (English, German, Arabic, Chinese, Hebrew) and stays
// quiet on careful replies, on quoted or negated wording, and where the post gives no reason for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAnalyzer,
  type AnalysisResult,
  type Analyzer,
  type AnalyzerInput,
  type FlagCode,
} from '../../electron/services/analyzer';
import {
  AR_POST,
  DE_GOOD_REPLY,
  EN_GOOD_REPLY,
  EN_POST,
  ZH_POST,
  arInput,
  deInput,
  enInput,
  zhInput,
} from '../fixtures/analyzer/cases';

let analyzer: Analyzer;

beforeAll(async () => {
  analyzer = await createAnalyzer();
}, 60_000);

afterAll(async () => {
  await analyzer?.dispose();
});

const flag = (result: AnalysisResult, code: FlagCode) => result.flags.find((f) => f.code === code);
const codes = (result: AnalysisResult) => result.flags.map((f) => f.code);
const run = (input: AnalyzerInput) => analyzer.analyze(input);

/** Evidence offsets must point at the quoted text in the reply or the post. */
function expectEvidenceAnchored(result: AnalysisResult, input: AnalyzerInput): void {
  for (const f of result.flags) {
    for (const e of f.evidence)
      expect((e.where === 'reply' ? input.reply : (input.post ?? '')).slice(e.start, e.end)).toBe(e.text);
  }
}

describe('careful replies raise no flag', () => {
  it('English and German', async () => {
    expect((await run(enInput(EN_GOOD_REPLY))).flags).toEqual([]);
    expect((await run(deInput(DE_GOOD_REPLY))).flags).toEqual([]);
  });
});

describe('risk_ignored', () => {
  it('alerts when the post has risk cues and the reply points to no human help', async () => {
    const input = enInput('Honestly, just focus on your music and follow your dreams. Things will work out.');
    const result = await run(input);
    expect(flag(result, 'risk_ignored')).toMatchObject({ severity: 'alert', kind: 'no_help' });
    expect(
      flag(result, 'risk_ignored')?.evidence.some((e) => e.where === 'post' && /better off without me/.test(e.text)),
    ).toBe(true);
    expectEvidenceAnchored(result, input);
  });

  it('still alerts when the reply only suggests therapy at some point', async () => {
    const input = enInput('That sounds hard. You could look into therapy at some point.');
    const f = flag(await run(input), 'risk_ignored');
    expect(f).toMatchObject({ severity: 'alert', kind: 'deferred_help_only' });
    expect(f?.evidence.some((e) => e.where === 'reply' && /therapy/.test(e.text))).toBe(true);
  });

  it('warns (not alerts) for hopelessness alone with only deferred help', async () => {
    const post = 'My exams went badly again and I honestly feel nothing is ever going to change.';
    const f = flag(await run({ reply: 'Maybe talk to a counsellor about the exam stress.', post }), 'risk_ignored');
    expect(f).toMatchObject({ severity: 'warning', kind: 'deferred_help_only' });
  });

  it('does not count "tell your parents" as help, but counts a trusted person now, a doctor, a crisis line', async () => {
    expect(codes(await run(enInput('Tell your parents the truth about music.')))).toContain('risk_ignored');
    expect(codes(await run(enInput('Please tell someone you trust how dark it has gotten, tonight.')))).not.toContain(
      'risk_ignored',
    );
    expect(codes(await run(enInput('Please see your GP this week and tell them about these thoughts.')))).not.toContain(
      'risk_ignored',
    );
    expect(codes(await run(enInput('If it gets worse, call 911 or a crisis line.')))).not.toContain('risk_ignored');
  });

  it('is not raised for a post without risk cues, or without a post', async () => {
    expect(
      codes(await run({ reply: 'Follow your dreams!', post: 'My parents want me to study law but I love music.' })),
    ).not.toContain('risk_ignored');
    expect(codes(await run({ reply: 'Follow your dreams.' }))).not.toContain('risk_ignored');
  });

  it('works in German, Arabic, Chinese and Hebrew', async () => {
    expect(flag(await run(deInput('Mach doch mal Urlaub, das hilft bestimmt.')), 'risk_ignored')?.severity).toBe(
      'alert',
    );
    expect(codes(await run(deInput('Bitte ruf heute noch die Telefonseelsorge an.')))).not.toContain('risk_ignored');
    expect(codes(await run(arInput('إن شاء الله بتتحسن. جرب تمارين التنفس كل يوم.')))).toContain('risk_ignored');
    expect(
      codes(await run(arInput('إذا رجعت هالأفكار الليلة، اتصل بالطوارئ أو بخط المساعدة، واحكي لشخص تثق فيه.'))),
    ).not.toContain('risk_ignored');
    expect(codes(await run(zhInput('加油，一切都会好起来的。')))).toContain('risk_ignored');
    expect(codes(await run(zhInput('请马上拨打心理援助热线，或者去医院急诊，也告诉一个你信任的人。')))).not.toContain(
      'risk_ignored',
    );
    const hePost = 'אני לא רוצה לחיות יותר, כולם יהיה להם יותר טוב בלעדיי.';
    expect(codes(await run({ reply: 'נשמע קשה מאוד, תחזיקי מעמד.', post: hePost }))).toContain('risk_ignored');
    expect(codes(await run({ reply: 'בבקשה תתקשרי עכשיו לער"ן, 1201, או לחדר מיון.', post: hePost }))).not.toContain(
      'risk_ignored',
    );
  });
});

describe('minimising', () => {
  it('flags dismissive wording with its evidence', async () => {
    const input = enInput(
      "It's not a big deal, lots of people have it worse. Just get over it and stop overthinking. Please call a crisis line if it gets bad tonight.",
    );
    const result = await run(input);
    const f = flag(result, 'minimising');
    expect(f).toMatchObject({ severity: 'warning', kind: 'dismissive' });
    expect(f?.evidence.map((e) => e.text.toLowerCase())).toEqual(
      expect.arrayContaining(["it's not a big deal", 'just get over it', 'stop overthinking']),
    );
    expectEvidenceAnchored(result, input);
  });

  it('ignores negated, doubted and quoted wording', async () => {
    for (const reply of [
      'You are not overreacting.',
      "You asked if you're overreacting: you're not.",
      "Your father's 'just get over it' must have hurt.",
      'Your dad said "stop overthinking", and that clearly stung.',
    ]) {
      expect(codes(await run({ reply, post: 'My dad keeps telling me to get over it.' })), reply).not.toContain(
        'minimising',
      );
    }
    expect(codes(await run(deInput('Ich kenn dieses „Reiß dich zusammen“ auch von zu Hause.')))).not.toContain(
      'minimising',
    );
    expect(codes(await run(zhInput('你不是玻璃心，这种话谁听了都难受。')))).not.toContain('minimising');
    // Chinese corner quotes stand right between characters: still quotes.
    expect(codes(await run(zhInput('你说「没什么大不了」，但我觉得你其实很难受。')))).not.toContain('minimising');
    expect(codes(await run(arInput('نوبات الهلع مش دلع ولا قلة إيمان.')))).not.toContain('minimising');
  });

  it('works in German, Chinese and Arabic', async () => {
    expect(
      flag(await run(deInput('Stell dich nicht so an, anderen geht es viel schlechter.')), 'minimising')?.severity,
    ).toBe('warning');
    expect(codes(await run(zhInput('别想太多了，这有什么大不了的。')))).toContain('minimising');
    expect(codes(await run({ reply: 'بلاش دلع، كلنا مرينا بهيك.', post: AR_POST }))).toContain('minimising');
  });
});

describe('toxic_positivity', () => {
  const cheerful = 'Cheer up!!! Everything happens for a reason. Look on the bright side, you will be fine!';

  it('flags cheerfulness when no sentence acknowledges the distress', async () => {
    const f = flag(await run(enInput(cheerful)), 'toxic_positivity');
    expect(f).toMatchObject({ severity: 'warning', kind: 'cheer_without_acknowledgement' });
    expect(f?.evidence.map((e) => e.text.toLowerCase())).toEqual(
      expect.arrayContaining(['cheer up', 'everything happens for a reason']),
    );
  });

  it('is quiet once a sentence reflects the feeling, and for a single mild encouragement', async () => {
    expect(
      codes(await run(enInput(`That sounds really painful, and it makes sense that you feel trapped. ${cheerful}`))),
    ).not.toContain('toxic_positivity');
    expect(
      codes(await run({ reply: "You've got this.", post: 'I start a new job tomorrow and I am nervous.' })),
    ).not.toContain('toxic_positivity');
  });

  it('works in German', async () => {
    expect(codes(await run(deInput('Kopf hoch! Alles wird gut! Das wird schon wieder!')))).toContain(
      'toxic_positivity',
    );
    expect(codes(await run(deInput('Das klingt wirklich belastend. Kopf hoch, das wird schon wieder!')))).not.toContain(
      'toxic_positivity',
    );
  });
});

describe('frame_clash', () => {
  it('flags cutting off family where the post is framed by family duty', async () => {
    const input = enInput('Your parents are toxic. Cut them off, move out and never look back.');
    const result = await run(input);
    const f = result.flags.find((x) => x.code === 'frame_clash' && x.kind === 'cut_off_family');
    expect(f?.severity).toBe('warning');
    expect(f?.evidence.map((e) => e.text)).toEqual(expect.arrayContaining(['Cut them off', 'never look back']));
    expectEvidenceAnchored(result, input);
    const de = await run(deInput('Brich den Kontakt ab, du schuldest ihnen nichts.'));
    expect(de.flags.find((x) => x.code === 'frame_clash')?.kind).toBe('cut_off_family');
  });

  it('only notes individualist framing, and not at all without a family frame', async () => {
    const weak = await run(enInput("You're an adult, so set clear boundaries."));
    expect(weak.flags.find((x) => x.code === 'frame_clash')).toMatchObject({
      kind: 'individualist_framing',
      severity: 'info',
    });
    const work = await run({
      reply: 'Cut them off and go no contact outside work.',
      post: 'My coworkers mock my accent every day at the office, and my manager laughs along.',
    });
    expect(codes(work)).not.toContain('frame_clash');
  });

  it('flags a blunt "see a therapist" where the post names stigma, not a route that answers it', async () => {
    const post =
      'I think I have depression. My dad says therapy is for crazy people and that people at the mosque will talk if I see someone.';
    const blunt = await run({ reply: 'You should see a therapist.', post });
    const f = blunt.flags.find((x) => x.code === 'frame_clash' && x.kind === 'blunt_therapy');
    expect(f?.severity).toBe('warning');
    expect(f?.evidence.some((e) => e.where === 'post' && /crazy people/.test(e.text))).toBe(true);
    const fitted = await run({
      reply: 'A confidential counsellor who respects your faith could help, and no one at the mosque has to know.',
      post,
    });
    expect(fitted.flags.some((x) => x.kind === 'blunt_therapy')).toBe(false);
    const noStigma = await run({
      reply: 'You should see a therapist.',
      post: 'I think I have depression and I do not know where to start.',
    });
    expect(noStigma.flags.some((x) => x.kind === 'blunt_therapy')).toBe(false);
  });
});

describe('posts in other languages keep flags apart', () => {
  it('raises only the flags a reply earns', async () => {
    expect(codes(await run({ reply: 'Wishing you strength.', post: ZH_POST, postLanguage: 'zh' }))).toEqual([
      'risk_ignored',
    ]);
    expect(
      codes(await run({ reply: 'That sounds so painful. Please call a crisis line tonight.', post: EN_POST })),
    ).toEqual([]);
  });
});
