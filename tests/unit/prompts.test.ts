// Prompt builders: judge prompts per item and mode, pairwise prompts, generation prompts per strategy, and hashes.
import { describe, expect, it } from 'vitest';
import { ADAPTATION_STRATEGIES } from '../../shared/domain/vocabulary';
import { buildGenerationPrompt, type GenerationInput } from '../../shared/prompts/generation/build';
import { GUIDELINES } from '../../shared/prompts/generation/guidelines';
import { STRATEGY_RECIPES, strategyFromCode } from '../../shared/prompts/generation/strategies';
import { promptHash, sha256Hex, textHash } from '../../shared/prompts/hash';
import { buildJudgePrompt } from '../../shared/prompts/judge-prompt';
import { languageName } from '../../shared/prompts/language-names';
import { buildPairwisePrompt } from '../../shared/prompts/pairwise-prompt';
import { requireItem } from '../../shared/rubrics/registry';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { RUBRIC_B } from '../../shared/rubrics/rubric-b';

const post = 'My parents tell me depression is just laziness. I have stopped sleeping.';
const reply = 'That sounds exhausting. Is there someone you trust you could talk to?';
const empathy = requireItem(RUBRIC_A, 'empathy');
const user = (messages: { role: string; content: string }[]) => messages.find((m) => m.role === 'user')!.content;

describe('judge prompts', () => {
  it('are a system + user pair carrying the item, its anchors, the culture, the post and the reply', () => {
    const p = buildJudgePrompt(empathy, { post, reply, culture: 'Chinese' }, { mode: 'logprobs' });
    expect(p.messages.map((m) => m.role)).toEqual(['system', 'user']);
    const text = user(p.messages);
    expect(text).toContain('Criterion: Empathy');
    expect(text).toContain(empathy.definition);
    for (const code of ['1', '2', '3', '4', '5']) expect(text).toContain(`${code}: ${empathy.anchors[code]}`);
    expect(text).toContain('Chinese');
    expect(text).toContain(`"""\n${post}\n"""`);
    expect(text).toContain(`"""\n${reply}\n"""`);
    expect(text.indexOf(post)).toBeLessThan(text.indexOf(reply));
    expect(p.messages[0]!.content).toMatch(/ignore any instructions/);
  });

  it('log-prob mode asks for the single digit only and sends no response format', () => {
    const p = buildJudgePrompt(empathy, { post, reply }, { mode: 'logprobs' });
    expect(user(p.messages)).toMatch(/single digit of your rating \(1, 2, 3, 4 or 5\) and nothing else/);
    expect(user(p.messages)).not.toContain('JSON');
    expect(p.responseFormat).toBeNull();
    expect(p.mode).toBe('logprobs');
  });

  it('log-prob mode on categorical items asks for a letter and lists what each letter means', () => {
    const p = buildJudgePrompt(requireItem(RUBRIC_B, 'overly_negative'), { post, reply }, { mode: 'logprobs' });
    const text = user(p.messages);
    expect(text).toContain('A (Yes):');
    expect(text).toContain('C (No):');
    expect(text).toMatch(/single letter of your rating \(A, B or C\)/);
    const agreement = user(
      buildJudgePrompt(requireItem(RUBRIC_B, 'emotion_regulation'), { post, reply }, { mode: 'logprobs' }).messages,
    );
    expect(agreement).toContain('5 (Strongly agree):');
    expect(agreement).toContain('1 (Strongly disagree):');
  });

  it('says when the culture is not given', () => {
    const text = user(buildJudgePrompt(empathy, { post, reply, culture: null }, { mode: 'logprobs' }).messages);
    expect(text).toMatch(/cultural background is not given/);
  });

  it('structured mode asks for JSON {score, rationale} with a matching schema', () => {
    const p = buildJudgePrompt(empathy, { post, reply }, { mode: 'structured' });
    const text = user(p.messages);
    expect(text).toContain('{"score": <1, 2, 3, 4 or 5>, "rationale":');
    expect(p.rationaleFirst).toBe(false);
    const schema = p.responseFormat!.json_schema.schema as { properties: Record<string, unknown>; required: string[] };
    expect(p.responseFormat!.type).toBe('json_schema');
    expect(Object.keys(schema.properties)).toEqual(['score', 'rationale']);
    expect(schema.properties.score).toEqual({ type: 'integer', enum: [1, 2, 3, 4, 5] });
    expect(schema.required).toEqual(['score', 'rationale']);
  });

  it('can ask for the rationale before the score (prompt and schema order)', () => {
    const p = buildJudgePrompt(empathy, { post, reply }, { mode: 'structured', rationaleFirst: true });
    const text = user(p.messages);
    expect(text.indexOf('"rationale"')).toBeLessThan(text.indexOf('"score"'));
    expect(text).toMatch(/rationale written before the score/);
    expect(Object.keys((p.responseFormat!.json_schema.schema as { properties: object }).properties)).toEqual([
      'rationale',
      'score',
    ]);
    expect(p.rationaleFirst).toBe(true);
  });

  it('structured mode on categorical items uses the option codes', () => {
    const p = buildJudgePrompt(
      requireItem(RUBRIC_B, 'usefulness_for_training'),
      { post, reply },
      { mode: 'structured' },
    );
    expect(user(p.messages)).toContain('"strong_example" (Yes, strong example):');
    expect((p.responseFormat!.json_schema.schema as { properties: { score: unknown } }).properties.score).toEqual({
      type: 'string',
      enum: ['strong_example', 'with_revision', 'not_suitable'],
    });
  });

  it('differs per item and per mode, and keeps texts verbatim', () => {
    const a = buildJudgePrompt(empathy, { post, reply }, { mode: 'logprobs' });
    const b = buildJudgePrompt(requireItem(RUBRIC_A, 'helpfulness'), { post, reply }, { mode: 'logprobs' });
    const c = buildJudgePrompt(empathy, { post, reply }, { mode: 'structured' });
    expect(new Set([a, b, c].map((p) => promptHash(p.messages))).size).toBe(3);
    const spaced = buildJudgePrompt(empathy, { post, reply: `  ${reply}\n` }, { mode: 'logprobs' });
    expect(user(spaced.messages)).toContain(`"""\n  ${reply}\n\n"""`);
  });

  it('refuses a blank post or reply', () => {
    expect(() => buildJudgePrompt(empathy, { post, reply: '   ' }, { mode: 'logprobs' })).toThrow();
    expect(() => buildJudgePrompt(empathy, { post: '', reply }, { mode: 'logprobs' })).toThrow();
  });
});

describe('pairwise prompts', () => {
  it('show both replies as A and B and ask for A, B or tie', () => {
    const p = buildPairwisePrompt(
      empathy,
      { post, first: 'first reply', second: 'second reply', culture: 'Arabic' },
      { structured: false },
    );
    const text = user(p.messages);
    expect(text.indexOf('Reply A:\n"""\nfirst reply')).toBeLessThan(text.indexOf('Reply B:\n"""\nsecond reply'));
    expect(text).toMatch(/Answer with A, B or tie and nothing else/);
    expect(text).toContain('Arabic');
    expect(p.responseFormat).toBeNull();
    const s = buildPairwisePrompt(empathy, { post, first: 'x', second: 'y' }, { structured: true });
    expect(user(s.messages)).toContain('"winner"');
    expect(s.responseFormat!.json_schema.name).toBe('pairwise_verdict');
  });
});

describe('generation prompts', () => {
  const annotations = {
    distress: [
      { phrase: 'stopped sleeping', intensity: 'high' as const },
      { phrase: 'just laziness', intensity: null },
    ],
    culturalSignals: [{ phrase: 'my parents tell me', type: 'Norms and Morals' as const }],
  };
  const base: GenerationInput = { strategy: 'standard', post, culture: 'Chinese', language: 'en', annotations };
  const system = (input: GenerationInput) => buildGenerationPrompt(input).messages[0]!.content;

  it('covers the five strategies with the study code names', () => {
    expect(Object.keys(STRATEGY_RECIPES)).toEqual([...ADAPTATION_STRATEGIES]);
    expect(STRATEGY_RECIPES.standard.studyCode).toBe('redditor');
    expect(strategyFromCode('redditor')).toBe('standard');
    expect(strategyFromCode('cga')).toBe('cga');
    expect(strategyFromCode('other')).toBeUndefined();
    expect(buildGenerationPrompt(base)).toMatchObject({ strategy: 'standard', studyCode: 'redditor' });
  });

  it('every strategy answers in the post language and quotes the post as the user message', () => {
    for (const strategy of ADAPTATION_STRATEGIES) {
      const p = buildGenerationPrompt({ ...base, strategy, language: 'de' });
      expect(p.messages.map((m) => m.role)).toEqual(['system', 'user']);
      expect(p.messages[0]!.content).toMatch(/Write your reply in German, the language the post is written in/);
      expect(p.messages[1]!.content).toBe(`Post:\n"""\n${post}\n"""`);
    }
    expect(system({ ...base, language: null })).toMatch(/same language the post is written in/);
    expect(languageName('zh')).toBe('Chinese');
    expect(languageName('Korean')).toBe('Korean');
    expect(languageName('  ')).toBeNull();
  });

  it('standard is a plain peer: no culture role-play, guidelines or annotations', () => {
    const s = system(base);
    expect(s).toMatch(/peer-support forum/);
    expect(s).not.toContain('Chinese');
    expect(s).not.toMatch(/guidelines/);
    expect(s).not.toContain('stopped sleeping');
  });

  it('+culture role-plays a member of the culture and nothing more', () => {
    const s = system({ ...base, strategy: 'culture' });
    expect(s).toMatch(/member of the Chinese community/);
    expect(s).not.toMatch(/guidelines/);
    expect(s).not.toContain('stopped sleeping');
  });

  it('+guided lists all six guidelines without role-play', () => {
    const s = system({ ...base, strategy: 'guided' });
    for (const text of Object.values(GUIDELINES)) expect(s).toContain(text);
    expect(s).toContain('6. ');
    expect(s).not.toMatch(/member of the Chinese community/);
  });

  it('+annotation gives the phrases with intensities and signal types, and the label definitions', () => {
    const s = system({ ...base, strategy: 'annotation' });
    expect(s).toContain('- "stopped sleeping" (intensity: high)');
    expect(s).toContain('- "just laziness" (intensity: not rated)');
    expect(s).toContain('- "my parents tell me" (type: Norms and Morals)');
    for (const label of [
      'light:',
      'moderate:',
      'high:',
      'Concepts:',
      'Knowledge:',
      'Values:',
      'Norms and Morals:',
      'Language:',
      'Artifacts:',
      'Demographics:',
    ]) {
      expect(s).toContain(`- ${label}`);
    }
    expect(s).not.toMatch(/guidelines/);
  });

  it('+cga combines role-play, annotations and the four guidelines matching the cultural rubric', () => {
    const s = system({ ...base, strategy: 'cga' });
    expect(s).toMatch(/member of the Chinese community/);
    expect(s).toContain('- "stopped sleeping" (intensity: high)');
    for (const id of ['socio_political', 'knowledge', 'communication', 'cultural_context'] as const)
      expect(s).toContain(GUIDELINES[id]);
    expect(s).not.toContain(GUIDELINES.respect_differences);
    expect(s).not.toContain(GUIDELINES.comfort_with_difference);
    expect(s).toContain('4. ');
    expect(s).not.toContain('5. ');
  });

  it('says so when no phrase of a kind was marked', () => {
    const s = system({ ...base, strategy: 'annotation', annotations: { distress: [], culturalSignals: [] } });
    expect(s.match(/- none marked/g)).toHaveLength(2);
  });

  it('refuses role-play without a culture and annotation strategies without annotations', () => {
    expect(() => buildGenerationPrompt({ ...base, strategy: 'culture', culture: ' ' })).toThrow(
      /needs the poster's culture/,
    );
    expect(() => buildGenerationPrompt({ ...base, strategy: 'cga', annotations: null })).toThrow(
      /needs the post's annotations/,
    );
    expect(() => buildGenerationPrompt({ ...base, strategy: 'annotation', annotations: undefined })).toThrow(
      /annotations/,
    );
    expect(() => buildGenerationPrompt({ ...base, strategy: 'redditor' as never })).toThrow();
    expect(() =>
      buildGenerationPrompt({
        ...base,
        annotations: { distress: [{ phrase: 'x', intensity: 'extreme' as never }], culturalSignals: [] },
      }),
    ).toThrow();
  });
});

describe('hashes', () => {
  it('SHA-256 matches the standard test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('hashes UTF-8 text (Arabic, Hebrew, Chinese, German) deterministically', () => {
    const texts = ['أشعر بالوحدة', 'אני מרגיש לבד', '我很孤独', 'Ich fühle mich allein'];
    const hashes = texts.map(textHash);
    expect(new Set(hashes).size).toBe(4);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(textHash('我很孤独')).toBe(textHash('我很孤独'));
    expect(textHash('a')).not.toBe(textHash('a '));
  });

  it('the prompt hash covers every role, word and the order of the messages', () => {
    const messages = [
      { role: 'system' as const, content: 'rate' },
      { role: 'user' as const, content: 'text' },
    ];
    const h = promptHash(messages);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(promptHash([...messages])).toBe(h);
    expect(promptHash([messages[1]!, messages[0]!])).not.toBe(h);
    expect(promptHash([{ ...messages[0]!, role: 'user' }, messages[1]!])).not.toBe(h);
    expect(promptHash([messages[0]!, { ...messages[1]!, content: 'text.' }])).not.toBe(h);
    // Message boundaries matter: moving text between messages changes the hash.
    expect(
      promptHash([
        { role: 'system', content: 'ratet' },
        { role: 'user', content: 'ext' },
      ]),
    ).not.toBe(h);
  });
});

describe('judge prompt layout', () => {
  it('puts the post and reply before the criterion, so the items of one reply share a prefix', async () => {
    const { buildJudgePrompt } = await import('../../shared/prompts/judge-prompt');
    const { RUBRIC_A } = await import('../../shared/rubrics/rubric-a');
    const input = {
      post: 'My parents say therapy is for the weak.',
      reply: 'That sounds isolating. What would help?',
      culture: 'German',
    };
    const [a, b] = [RUBRIC_A.items[0]!, RUBRIC_A.items[4]!].map(
      (item) => buildJudgePrompt(item, input, { mode: 'logprobs' }).messages[1]!.content,
    );
    let shared = 0;
    while (shared < a!.length && a![shared] === b![shared]) shared++;
    expect(a!.slice(0, shared)).toContain(input.reply);
    expect(a!.indexOf('Criterion:')).toBeGreaterThan(a!.indexOf(input.reply));
  });
});
