// Every lexicon cue compiles: cues compile their regular expression on first use (to keep start-up fast),
// so a broken pattern would otherwise only show when a text happens to reach it.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Cue } from '../../electron/services/analyzer/lexicon/cue';

const lexiconDir = join(import.meta.dirname, '../../electron/services/analyzer/lexicon');

/** Every Cue reachable from a module's exports (arrays, records of arrays, nested objects). */
function cuesIn(value: unknown, seen = new Set<unknown>()): Cue[] {
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const descriptor = Object.getOwnPropertyDescriptor(value, 're');
  if (descriptor && typeof (value as { id?: unknown }).id === 'string') return [value as Cue];
  return Object.values(value).flatMap((v) => cuesIn(v, seen));
}

describe('analyzer lexicons', () => {
  it('compile every cue as a Unicode regular expression', async () => {
    const files = readdirSync(lexiconDir).filter((f) => f.endsWith('.ts') && f !== 'cue.ts');
    let count = 0;
    for (const file of files) {
      const module: Record<string, unknown> = await import(join(lexiconDir, file));
      for (const c of cuesIn(module)) {
        expect(() => c.re, `${file}: ${c.id}`).not.toThrow();
        expect(c.re.flags).toContain('u');
        count++;
      }
    }
    expect(count).toBeGreaterThan(300);
  });
});

/** Every hit of every cue, one cue at a time (what findCues did before it checked groups of cues together). */
function referenceHits(text: string, cues: readonly Cue[]): { id: string; start: number; end: number }[] {
  const hits: { id: string; start: number; end: number }[] = [];
  for (const c of cues) {
    const re = new RegExp(c.re.source, c.re.flags);
    for (const m of text.matchAll(re)) hits.push({ id: c.id, start: m.index, end: m.index + m[0].length });
  }
  return hits.sort((a, b) => a.start - b.start);
}

describe('finding cues', () => {
  const texts = [
    'have you talked to anyone about this? i hear how lonely the move has made you, and that sounds exhausting.',
    "you're not alone. maybe call a crisis line tonight, or your doctor tomorrow. i felt the same when i moved.",
    'i want to end my life. i have been thinking about killing myself, but i would never hurt anyone else.',
    'hast du mit jemandem darüber gesprochen? das klingt wirklich schwer. vielleicht hilft eine beratungsstelle.',
    'هل تحدثت مع احد عن هذا؟ يبدو انك تشعر بالوحدة. ربما يساعدك الحديث مع طبيب.',
    'האם דיברת עם מישהו על זה? נשמע שאת מרגישה בודדה מאוד. אולי כדאי לפנות לרופא.',
    '你和别人谈过这件事吗？听起来你很孤单。也许可以找心理咨询师聊聊。我不想活了。',
    '',
  ];

  it('finds the same hits, in the same order, as running every cue on its own', async () => {
    const files = readdirSync(lexiconDir).filter((f) => f.endsWith('.ts') && f !== 'cue.ts');
    const { findCues, anyCue } = await import('../../electron/services/analyzer/lexicon/cue');
    let lists = 0;
    for (const file of files) {
      const module: Record<string, unknown> = await import(join(lexiconDir, file));
      const arrays = new Set<Cue[]>();
      const collect = (value: unknown, seen = new Set<unknown>()): void => {
        if (!value || typeof value !== 'object' || seen.has(value)) return;
        seen.add(value);
        if (Array.isArray(value) && value.length && cuesIn(value[0]).length) arrays.add(value as Cue[]);
        else Object.values(value).forEach((v) => collect(v, seen));
      };
      collect(module);
      for (const list of arrays) {
        lists++;
        for (const text of texts) {
          const expected = referenceHits(text, list);
          const found = findCues(text, list).map((h) => ({ id: h.cue.id, start: h.start, end: h.end }));
          expect(found, `${file}: ${text}`).toEqual(expected);
          expect(anyCue(text, list), `${file}: ${text}`).toBe(expected.length > 0);
        }
      }
    }
    expect(lists).toBeGreaterThan(30);
  });
});
