// An LRU cache of encoder vectors by text, so re-analysing a draft while typing only embeds the sentences that changed.
import type { Encoder } from '../models/encoder';

/**
 * Splits texts into groups of similar length: a batch is padded to its longest text, so one long sentence would
 * otherwise make every short one in the batch as costly as itself.
 */
export function lengthGroups(texts: readonly string[], ratio = 1.5): string[][] {
  const sorted = [...texts].sort((a, b) => a.length - b.length);
  const groups: string[][] = [];
  for (const text of sorted) {
    const group = groups[groups.length - 1];
    if (group && text.length <= (group[0] as string).length * ratio + 12) group.push(text);
    else groups.push([text]);
  }
  return groups;
}

export class EmbeddingCache {
  private readonly vectors = new Map<string, Float32Array>();

  constructor(
    private readonly encoder: Encoder,
    private readonly capacity = 4000,
  ) {}

  /**
   * Vectors for the texts, in order; only texts not cached yet go to the encoder, in groups of similar length asked for
   * at once (an encoder on worker threads embeds them side by side).
   */
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    const missing = [...new Set(texts.filter((t) => !this.vectors.has(t)))];
    const groups = lengthGroups(missing);
    const fresh = await Promise.all(groups.map((group) => this.encoder.embed(group)));
    groups.forEach((group, g) => group.forEach((t, i) => this.set(t, fresh[g]?.[i] as Float32Array)));
    return texts.map((t) => {
      const v = this.vectors.get(t) as Float32Array;
      // Refresh recency.
      this.vectors.delete(t);
      this.vectors.set(t, v);
      return v;
    });
  }

  private set(text: string, vector: Float32Array): void {
    this.vectors.set(text, vector);
    while (this.vectors.size > this.capacity) {
      const oldest = this.vectors.keys().next().value as string;
      this.vectors.delete(oldest);
    }
  }

  /** True when the text's vector is cached. */
  has(text: string): boolean {
    return this.vectors.has(text);
  }

  clear(): void {
    this.vectors.clear();
  }

  get size(): number {
    return this.vectors.size;
  }
}
