// Judgements as they stream in while a version is scored: each task.output carries the rubric id as
// its key and one ItemJudgement as JSON; read at the boundary with zod, kept one per item and judge.
import { z } from 'zod';
import type { ItemJudgement } from '../../../../shared/domain/judging';
import { JUDGEMENT_STATUSES } from '../../../../shared/scoring/judgement';

const itemJudgementSchema = z.object({
  item: z.string().min(1),
  judgeId: z.string().min(1),
  status: z.enum(JUDGEMENT_STATUSES),
  score: z.number().finite().nullable().default(null),
  option: z.string().nullable().default(null),
  distribution: z.record(z.string(), z.number()).nullable().default(null),
  rationale: z.string().nullable().default(null),
  errorMessage: z.string().nullable().default(null),
  fromCache: z.boolean().default(false),
});

/** Streamed judgements per rubric id. */
export type LiveJudgements = Readonly<Record<string, readonly ItemJudgement[]>>;

/** One streamed judgement, or null when the text is not one (ignored rather than shown wrongly). */
export function parseLiveJudgement(text: string): ItemJudgement | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = itemJudgementSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Adds a judgement, replacing an earlier one for the same item and judge. */
export function addLiveJudgement(live: LiveJudgements, rubricId: string, judgement: ItemJudgement): LiveJudgements {
  const kept = (live[rubricId] ?? []).filter((j) => j.item !== judgement.item || j.judgeId !== judgement.judgeId);
  return { ...live, [rubricId]: [...kept, judgement] };
}

/** The stored judgements with any streamed since laid over them (same item and judge: the streamed one). */
export function mergeJudgements(stored: readonly ItemJudgement[], live: readonly ItemJudgement[]): ItemJudgement[] {
  const key = (j: ItemJudgement) => `${j.item}\u0000${j.judgeId}`;
  const fresh = new Map(live.map((j) => [key(j), j]));
  const merged = stored.map((j) => fresh.get(key(j)) ?? j);
  const known = new Set(stored.map(key));
  return [...merged, ...live.filter((j) => !known.has(key(j)))];
}
