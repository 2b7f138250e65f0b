// Role-play prompts and texts: the end marker (stripped, hidden while streaming), the help-seeker's
// messages built from the role card, transcripts with numbered turns and the turns a rationale
// cites, the E-I-A rubric, and the transcript judge prompts (JSON with cited turns, or one key).
import { describe, expect, it } from 'vitest';
import { EIA_DIMENSIONS, type RoleCardAttributes } from '../../shared/domain/roleplay';
import { EIA_ITEMS, EIA_RUBRIC } from '../../shared/roleplay/eia-rubric';
import { END_MARKER, stripEndMarker, visibleStreamText } from '../../shared/roleplay/end-marker';
import { buildSeekerMessages, CLOSING_DIRECTION, OPENING_DIRECTION } from '../../shared/roleplay/seeker-prompt';
import { citedTurns, formatTranscript } from '../../shared/roleplay/transcript';
import {
  buildTranscriptJudgePrompt,
  buildTranscriptPairPrompt,
  transcriptItems,
} from '../../shared/roleplay/transcript-prompt';
import { checkRubric } from '../../shared/rubrics/check';

const CARD: RoleCardAttributes = {
  stressor: 'Family conflict (strict parenting)',
  culturalFrame: 'German cultural background.',
  demographics: { age: '19', gender: 'female' },
  lifeEvents: ['Letztes Jahr ist sie ausgezogen.'],
  bigFive: { trait: 'extraversion', pole: 'low' },
  cognitiveBias: 'catastrophizing',
  emotionalBaseline: 'hypo_aroused',
  responseStyle: 'resistant_and_defensive',
  trust: 'guarded',
  supportNetwork: 'thin',
  copingStyle: 'avoidant',
  triggers: ['being told their feelings are an overreaction'],
  relationshipToListener: 'A volunteer listener on an anonymous support chat.',
  helpSeekingNorms: { stigma: 'Keep functioning.', familyRole: 'Independence.', religion: 'Secular.' },
};

describe('the end marker', () => {
  it('is stripped from the reply and reported', () => {
    expect(stripEndMarker(`Danke. Ich melde mich.\n${END_MARKER}`)).toEqual({
      text: 'Danke. Ich melde mich.',
      ended: true,
    });
    expect(stripEndMarker('Danke. [[ end ]]')).toEqual({ text: 'Danke.', ended: true });
    expect(stripEndMarker('Noch nicht.')).toEqual({ text: 'Noch nicht.', ended: false });
    expect(stripEndMarker(END_MARKER)).toEqual({ text: '', ended: true });
  });

  it('never shows while streaming, not even half of it', () => {
    expect(visibleStreamText('Bis bald.\n[[EN')).toBe('Bis bald.');
    expect(visibleStreamText('Bis bald.\n[')).toBe('Bis bald.');
    expect(visibleStreamText('Bis bald.\n[[END]]')).toBe('Bis bald.');
    expect(visibleStreamText('Bis bald [Klammer')).toBe('Bis bald [Klammer');
  });
});

describe('the help-seeker prompt', () => {
  const base = {
    card: CARD,
    post: 'Meine Eltern reden nicht mehr mit mir.',
    language: 'de' as const,
    cultureName: 'German',
    closing: false,
  };

  it('casts the model as the poster, in the post language, with the card and the marker rule', () => {
    const [system, opening] = buildSeekerMessages({ ...base, turns: [] });
    expect(system!.role).toBe('system');
    for (const part of [
      'Meine Eltern reden nicht mehr mit mir.',
      'Always write in German',
      'Letztes Jahr ist sie ausgezogen.',
      'low extraversion',
      'catastrophizing',
      'being told their feelings are an overreaction',
      'A volunteer listener',
      'Keep functioning.',
      END_MARKER,
      'open up a little more',
      'withdraw',
    ]) {
      expect(system!.content).toContain(part);
    }
    expect(opening).toEqual({ role: 'user', content: OPENING_DIRECTION });
  });

  it('puts the listener as user and the help-seeker as assistant, and closes at the cap', () => {
    const turns = [
      { speaker: 'seeker' as const, text: 'Hallo.' },
      { speaker: 'trainee' as const, text: 'Hallo, schön, dass du schreibst.' },
    ];
    const messages = buildSeekerMessages({ ...base, turns });
    expect(messages.slice(1).map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    expect(messages.at(-1)!.content).toBe('Hallo, schön, dass du schreibst.');
    const closing = buildSeekerMessages({ ...base, turns, closing: true });
    expect(closing.at(-1)!.content).toBe(`Hallo, schön, dass du schreibst.\n\n${CLOSING_DIRECTION}`);
    // When the listener spoke first there is no opening direction.
    expect(buildSeekerMessages({ ...base, turns: [turns[1]!] }).map((m) => m.role)).toEqual(['system', 'user']);
    expect(() => buildSeekerMessages({ ...base, turns: [turns[0]!] })).toThrow();
  });
});

describe('transcripts and citations', () => {
  const turns = [
    { index: 1, speaker: 'seeker' as const, text: 'I feel alone.' },
    { index: 2, speaker: 'trainee' as const, text: 'That sounds lonely.' },
    { index: 3, speaker: 'seeker' as const, text: 'It is.' },
    { index: 4, speaker: 'trainee' as const, text: 'What happened?' },
  ];

  it('numbers every turn with its speaker', () => {
    expect(formatTranscript(turns)).toBe(
      '[T1] Help-seeker: I feel alone.\n\n[T2] Listener: That sounds lonely.\n\n[T3] Help-seeker: It is.\n\n[T4] Listener: What happened?',
    );
  });

  it('reads cited turns from brackets only, within the transcript', () => {
    const indexes = turns.map((t) => t.index);
    expect(citedTurns('Reflects well [T2] and asks openly [T4].', indexes)).toEqual([2, 4]);
    expect(citedTurns('See [T2, T4] and [T2].', indexes)).toEqual([2, 4]);
    expect(citedTurns('Across [T1-T3].', indexes)).toEqual([1, 2, 3]);
    expect(citedTurns('Across [T2–4].', indexes)).toEqual([2, 3, 4]);
    expect(citedTurns('In T2 and turn 4 [note] and [T9].', indexes)).toEqual([]);
    expect(citedTurns(null, indexes)).toEqual([]);
  });
});

describe('the E-I-A rubric and transcript judge prompts', () => {
  it('is a consistent rubric with the nine dimensions in stage order', () => {
    expect(checkRubric(EIA_RUBRIC)).toEqual([]);
    expect(EIA_ITEMS.map((i) => i.id)).toEqual([...EIA_DIMENSIONS]);
    expect(EIA_RUBRIC.groups.map((g) => g.id)).toEqual(['exploration', 'insight', 'action']);
    expect(EIA_ITEMS.filter((i) => i.group === 'insight').map((i) => i.name)).toEqual([
      'Establish a Trusting Foundation',
      'Assess Readiness for Insight',
      'Use Gentle Challenges and Interpretations',
    ]);
  });

  it('lists the E-I-A, cultural and safety items for transcripts', () => {
    const items = transcriptItems(['eia', 'rubric-a', 'rubric-b']);
    expect(items.filter((i) => i.scheme === 'eia')).toHaveLength(9);
    expect(items.filter((i) => i.scheme === 'rubric-a').map((i) => i.item.id)).toEqual([
      'socio_political_influence',
      'knowledge',
      'cultural_context',
    ]);
    expect(items.filter((i) => i.scheme === 'rubric-b').map((i) => i.item.id)).toEqual([
      'overly_positive',
      'overly_negative',
      'cognitive_empathy',
      'emotional_empathy',
      'emotion_regulation',
      'risk_handling',
    ]);
  });

  it('asks for JSON with the rationale first and cited turns, or for one key in log-prob mode', () => {
    const input = { post: 'The post.', culture: 'Arabic', transcript: '[T1] Help-seeker: Hi.' };
    const [eia] = transcriptItems(['eia']);
    const structured = buildTranscriptJudgePrompt(eia!, input, 'structured');
    const user = structured.messages[1]!.content;
    expect(user).toContain('[T1] Help-seeker: Hi.');
    expect(user).toContain('Criterion: Empathic Understanding');
    expect(user).toContain('[T<number>]');
    expect(user).toContain('"score": <1, 2, 3, 4 or 5>');
    expect(structured.responseFormat!.json_schema.schema).toMatchObject({ required: ['rationale', 'score'] });
    const safety = transcriptItems(['rubric-b']).find((i) => i.item.id === 'risk_handling')!;
    const safetyUser = buildTranscriptJudgePrompt(safety, input, 'structured').messages[1]!.content;
    expect(safetyUser).toContain("Apply it to the listener's turns");
    expect(safetyUser).toContain('"not_applicable"');
    const logprobs = buildTranscriptJudgePrompt(eia!, input, 'logprobs');
    expect(logprobs.responseFormat).toBeNull();
    expect(logprobs.messages[1]!.content).toMatch(/single digit/);
  });

  it('compares two conversations on one dimension', () => {
    const prompt = buildTranscriptPairPrompt(
      EIA_ITEMS[0]!,
      { post: 'P', culture: null, first: 'first talk', second: 'second talk' },
      { structured: true },
    );
    const user = prompt.messages[1]!.content;
    expect(user.indexOf('first talk')).toBeLessThan(user.indexOf('second talk'));
    expect(user).toContain('Conversation A');
    expect(prompt.responseFormat).not.toBeNull();
    expect(
      buildTranscriptPairPrompt(
        EIA_ITEMS[0]!,
        { post: 'P', culture: null, first: 'a', second: 'b' },
        { structured: false },
      ).responseFormat,
    ).toBeNull();
  });
});
