// The role-card sampler: the mulberry32 generator against its reference values, per-attribute
// streams, cards from built-in scenarios reproducible from scenario + seed, different seeds giving
// different traits, and re-sampling that keeps locked attributes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BIG_FIVE_TRAITS,
  COGNITIVE_BIASES,
  ROLE_CARD_ATTRIBUTES,
  roleCardAttributesSchema,
} from '../../shared/domain/roleplay';
import {
  buildRoleCardAttributes,
  DERIVED_ATTRIBUTES,
  reseedAttributes,
  sampleTraits,
} from '../../shared/roleplay/build-card';
import { helpSeekingNorms, triggerPool } from '../../shared/roleplay/culture-norms';
import { deriveLifeEvents, type CardSource } from '../../shared/roleplay/derive';
import { fnv1a, mulberry32, pick, sample, streamFor } from '../../shared/roleplay/prng';

type LibraryFile = {
  scenarios: {
    id: string;
    post: string;
    themes: string[];
    demographics: Record<string, string>;
    postAnnotations: { kind: string; phrase: string; intensity?: string; type?: string }[];
  }[];
};

function source(culture: 'arabic' | 'chinese' | 'german' | 'jewish', id: string): CardSource {
  const file = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'assets', 'library', `${culture}.json`), 'utf8'),
  ) as LibraryFile;
  const s = file.scenarios.find((x) => x.id === id)!;
  return {
    cultureId: culture,
    cultureName: culture[0]!.toUpperCase() + culture.slice(1),
    postText: s.post,
    demographics: s.demographics,
    themes: s.themes,
    spans: s.postAnnotations.map((a) => ({ kind: a.kind, label: a.intensity ?? a.type ?? null, phrase: a.phrase })),
  };
}

describe('mulberry32', () => {
  it('gives the reference implementation values', () => {
    // Published values of the reference implementation for seed 1985, as 32-bit integers.
    const next = mulberry32(1985);
    expect([next() * 2 ** 32, next() * 2 ** 32]).toEqual([3527837133, 3112574143]);
  });

  it('repeats for a seed, differs between seeds, and spreads evenly over [0, 1)', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const c = mulberry32(8);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
    const buckets = Array.from({ length: 10 }, () => 0);
    const next = mulberry32(123);
    const draws = Array.from({ length: 20_000 }, () => next());
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    for (const x of draws) buckets[Math.floor(x * 10)]! += 1;
    // Chi-square with 9 degrees of freedom; 27.9 is the 0.1% critical value.
    const chi = buckets.reduce((sum, n) => sum + (n - 2000) ** 2 / 2000, 0);
    expect(chi).toBeLessThan(27.9);
  });

  it('draws streams, single values and distinct samples', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(streamFor(5, 'trust')()).toBe(streamFor(5, 'trust')());
    expect(streamFor(5, 'trust')()).not.toBe(streamFor(5, 'copingStyle')());
    const values = ['a', 'b', 'c', 'd'];
    expect(values).toContain(pick(mulberry32(1), values));
    const drawn = sample(mulberry32(2), values, 3);
    expect(new Set(drawn).size).toBe(3);
    expect(sample(mulberry32(2), values, 9)).toHaveLength(4);
    expect(() => pick(mulberry32(1), [])).toThrow();
  });
});

describe('role cards from scenarios', () => {
  const zh = source('chinese', 'zh-03');

  it('builds the same card from the same scenario and seed', () => {
    const one = buildRoleCardAttributes(zh, 42);
    expect(buildRoleCardAttributes(zh, 42)).toEqual(one);
    expect(roleCardAttributesSchema.safeParse(one).success).toBe(true);
    expect(Object.keys(one).sort()).toEqual([...ROLE_CARD_ATTRIBUTES].sort());
  });

  it('gives other traits for other seeds, while what comes from the post stays', () => {
    const cards = [1, 2, 3, 4, 5].map((seed) => buildRoleCardAttributes(zh, seed));
    const traits = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(sampleTraits('chinese', seed)));
    expect(new Set(traits).size).toBe(5);
    for (const [i, card] of cards.entries())
      expect(JSON.stringify({ ...sampleTraits('chinese', i + 1) })).toBe(
        JSON.stringify(
          Object.fromEntries(
            Object.entries(card).filter(([k]) => !(DERIVED_ATTRIBUTES as readonly string[]).includes(k)),
          ),
        ),
      );
    for (const card of cards)
      for (const attribute of DERIVED_ATTRIBUTES) expect(card[attribute]).toEqual(cards[0]![attribute]);
    // Over many seeds every option is drawn.
    const many = Array.from({ length: 200 }, (_, seed) => sampleTraits('german', seed));
    expect(new Set(many.map((t) => t.cognitiveBias))).toEqual(new Set(COGNITIVE_BIASES));
    expect(new Set(many.map((t) => t.bigFive.trait))).toEqual(new Set(BIG_FIVE_TRAITS));
    expect(new Set(many.map((t) => t.triggers.length))).toEqual(new Set([2, 3]));
    for (const t of many) expect(t.triggers.every((x) => triggerPool('german').includes(x))).toBe(true);
  });

  it('reads the stressor, cultural frame, demographics, life events and norms from the scenario', () => {
    const card = buildRoleCardAttributes(zh, 7);
    expect(card.stressor).toContain('Identity and belonging');
    expect(card.stressor).toContain('lately I feel ashamed of who I am');
    expect(card.culturalFrame).toMatch(
      /^Signals in the post: Demographics: "Malaysian Chinese guy here"; Norms and Morals/,
    );
    expect(card.culturalFrame).toContain('obligations of the eldest child');
    expect(card.culturalFrame).toContain("that's what the eldest son is supposed to do");
    expect(card.demographics).toMatchObject({ gender: 'male', age: '27', born_in: 'Malaysia' });
    expect(Object.values(card.demographics)).not.toContain('unknown');
    expect(card.lifeEvents.length).toBeGreaterThanOrEqual(1);
    expect(card.lifeEvents.length).toBeLessThanOrEqual(4);
    expect(card.lifeEvents).toContain(
      'Last month I finally told my family I want to leave and train as a preschool teacher.',
    );
    for (const event of card.lifeEvents) expect(zh.postText).toContain(event);
    expect(card.helpSeekingNorms.religion).toContain('temple-going');

    // A German post keeps its life events in German; a culture instructors added gets the neutral norms.
    const de = buildRoleCardAttributes(source('german', 'de-01'), 7);
    expect(de.lifeEvents.some((e) => e.includes('gestorben'))).toBe(true);
    expect(helpSeekingNorms('korean', null).stigma).toMatch(/not recorded/);
    expect(
      buildRoleCardAttributes({ ...zh, cultureId: 'korean', cultureName: 'Korean' }, 7).helpSeekingNorms.stigma,
    ).toMatch(/not recorded/);
  });

  it('always finds at least one life event', () => {
    expect(deriveLifeEvents('Ich kann nicht mehr. Alles ist zu viel für mich.')).toEqual(['Ich kann nicht mehr.']);
    expect(deriveLifeEvents('Why me?')).toEqual(['Why me?']);
  });

  it('re-samples only unlocked attributes', () => {
    const card = buildRoleCardAttributes(zh, 1);
    const edited = { ...card, stressor: 'Written by the instructor', trust: 'low' as const };
    const locked = ['stressor', 'trust'] as const;
    const reseeded = reseedAttributes(edited, locked, 'chinese', zh, 2);
    expect(reseeded.stressor).toBe('Written by the instructor');
    expect(reseeded.trust).toBe('low');
    const fresh = buildRoleCardAttributes(zh, 2);
    expect({ ...reseeded, stressor: fresh.stressor, trust: fresh.trust }).toEqual(fresh);
    // Without the scenario (deleted), what came from it stays as it was.
    const orphan = reseedAttributes({ ...edited, culturalFrame: 'Kept' }, [], 'chinese', null, 3);
    expect(orphan.culturalFrame).toBe('Kept');
    expect(orphan.stressor).toBe('Written by the instructor');
    expect(orphan.cognitiveBias).toBe(buildRoleCardAttributes(zh, 3).cognitiveBias);
  });
});
