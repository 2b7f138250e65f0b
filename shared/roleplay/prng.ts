// A small seeded pseudo-random generator (mulberry32) and helpers to draw from it, so a role card's
// traits can be re-created exactly from its seed. Each attribute draws from its own stream, so
// locking one attribute never changes what another one draws.

/** mulberry32 (Tommy Ettinger's 32-bit generator): returns a function giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, 32 bits, over the UTF-16 code units of a string. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The generator for one named stream of a seed (e.g. the card's seed and 'cognitiveBias'). */
export const streamFor = (seed: number, name: string): (() => number) => mulberry32((seed ^ fnv1a(name)) >>> 0);

/** One value of a non-empty list. */
export function pick<T>(random: () => number, values: readonly T[]): T {
  if (values.length === 0) throw new Error('pick needs at least one value.');
  return values[Math.min(values.length - 1, Math.floor(random() * values.length))]!;
}

/** `count` distinct values of the list (all of them when it is shorter), in drawn order (Fisher-Yates). */
export function sample<T>(random: () => number, values: readonly T[], count: number): T[] {
  const pool = [...values];
  const n = Math.min(Math.max(0, count), pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}
