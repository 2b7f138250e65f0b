// Key/value caches of earlier prompts, kept within a memory budget, so a prompt sharing their prefix skips that part.
import { Tensor } from '@huggingface/transformers';

/** past_key_values.N.key / .value tensors shaped [batch, heads, sequence, head_dim]. */
export type KvState = Record<string, Tensor>;

type Entry = { ids: readonly number[]; kv: KvState; bytes: number };

export const commonPrefixLength = (a: readonly number[], b: readonly number[]): number => {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
};

const bytesOf = (kv: KvState): number =>
  Object.values(kv).reduce((sum, t) => sum + (t.data as ArrayBufferView).byteLength, 0);

/** The first `length` positions of every tensor (the sequence axis is the second last). */
export function truncateKv(kv: KvState, length: number): KvState {
  const out: KvState = {};
  for (const [name, t] of Object.entries(kv)) {
    const dims = t.dims;
    const seq = dims.at(-2) ?? 0;
    const inner = dims.at(-1) ?? 0;
    if (dims.length < 2 || length > seq)
      throw new Error(`Cannot cut ${name} (${dims.join('x')}) to ${length} positions.`);
    const outer = dims.slice(0, -2).reduce((a, b) => a * b, 1);
    // Any typed array (float32, float16 as Uint16Array or Float16Array): same element type in and out.
    const source = t.data as Float32Array;
    const data = new (source.constructor as Float32ArrayConstructor)(outer * length * inner);
    for (let o = 0; o < outer; o++)
      data.set(source.subarray(o * seq * inner, (o * seq + length) * inner), o * length * inner);
    out[name] = new Tensor(t.type, data, [...dims.slice(0, -2), length, inner]);
  }
  return out;
}

export class PrefixCache {
  private readonly entries: Entry[] = [];

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.length;
  }

  get bytes(): number {
    return this.entries.reduce((sum, e) => sum + e.bytes, 0);
  }

  /**
   * The key/values of the longest cached prefix of `ids`, leaving at least the last token to be
   * computed (its logits are the answer); `reused` 0 and null when nothing matches.
   */
  take(ids: readonly number[]): { reused: number; kv: KvState | null } {
    let best: Entry | null = null;
    let bestLength = 0;
    for (const entry of this.entries) {
      const length = Math.min(commonPrefixLength(entry.ids, ids), ids.length - 1);
      if (length > bestLength) [best, bestLength] = [entry, length];
    }
    if (!best) return { reused: 0, kv: null };
    this.entries.splice(this.entries.indexOf(best), 1);
    this.entries.push(best);
    return { reused: bestLength, kv: bestLength === best.ids.length ? best.kv : truncateKv(best.kv, bestLength) };
  }

  /** Keeps the key/values of a whole prompt; drops entries it extends, then the least recently used. */
  put(ids: readonly number[], kv: KvState): void {
    const bytes = bytesOf(kv);
    if (this.maxBytes <= 0 || bytes > this.maxBytes) return;
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const old = this.entries[i]!;
      if (old.ids.length <= ids.length && commonPrefixLength(old.ids, ids) === old.ids.length)
        this.entries.splice(i, 1);
    }
    while (this.entries.length > 0 && this.bytes + bytes > this.maxBytes) this.entries.shift();
    this.entries.push({ ids: [...ids], kv, bytes });
  }

  clear(): void {
    this.entries.length = 0;
  }
}
