// The blind rating form's rules: which rubrics are rated on the reply (Rubric B always, then any
// other rubric of the exercise) and on the Standard response (Rubric B), what is still unrated,
// and the request that saves it (a cleared rating is sent as null so the service forgets it).
import type { ReviewState } from '../../../shared/domain/review';
import { RUBRIC_IDS, getRubric, type RubricId } from '../../../shared/rubrics/registry';
import type { Rubric } from '../../../shared/rubrics/types';

/** item -> option code; null marks a rating the supervisor cleared. */
export type ItemRatings = Record<string, string | null>;
export type BlindDraft = { reply: Partial<Record<RubricId, ItemRatings>>; critique: ItemRatings };

export type RatingPart = { part: 'reply' | 'critique'; rubric: Rubric };

const isRubricId = (id: string): id is RubricId => (RUBRIC_IDS as readonly string[]).includes(id);

/** The rubrics rated on the reply: Rubric B first, then the exercise's other rubrics, each once. */
export function replyRubrics(rubricIds: readonly string[]): Rubric[] {
  const ids = ['rubric-b', ...rubricIds].filter((id, index, all) => isRubricId(id) && all.indexOf(id) === index);
  return ids.flatMap((id) => {
    const rubric = getRubric(id);
    return rubric ? [rubric] : [];
  });
}

/** Everything the blind form asks for: the reply's rubrics (when there is a reply) and Rubric B on the Standard response (when there is a critique). */
export function ratingParts(state: Pick<ReviewState, 'rubricIds' | 'finalVersion' | 'critique'>): RatingPart[] {
  const parts: RatingPart[] = state.finalVersion
    ? replyRubrics(state.rubricIds).map((rubric) => ({ part: 'reply' as const, rubric }))
    : [];
  const rubricB = getRubric('rubric-b');
  // The Standard response is rated only when the critique is tied to one (a response gone from the library without earlier ratings is not).
  if (
    state.critique &&
    (state.critique.responseId !== null || Object.keys(state.critique.traineeRatings).length > 0) &&
    rubricB
  )
    parts.push({ part: 'critique', rubric: rubricB });
  return parts;
}

export const draftFrom = (blind: ReviewState['blind']): BlindDraft => ({
  reply: Object.fromEntries(Object.entries(blind.reply).filter(([id]) => isRubricId(id))) as BlindDraft['reply'],
  critique: { ...blind.critique },
});

export const ratingsOf = (draft: BlindDraft, part: RatingPart): ItemRatings =>
  part.part === 'critique' ? draft.critique : (draft.reply[part.rubric.id as RubricId] ?? {});

export function withRating(draft: BlindDraft, part: RatingPart, item: string, code: string | null): BlindDraft {
  if (part.part === 'critique') return { ...draft, critique: { ...draft.critique, [item]: code } };
  const id = part.rubric.id as RubricId;
  return { ...draft, reply: { ...draft.reply, [id]: { ...draft.reply[id], [item]: code } } };
}

/** The items of every part still without a rating, as "part:rubric:item" keys. */
export function missingItems(draft: BlindDraft, parts: readonly RatingPart[]): string[] {
  return parts.flatMap((part) => {
    const ratings = ratingsOf(draft, part);
    return part.rubric.items.filter((item) => !ratings[item.id]).map((item) => missingKey(part, item.id));
  });
}

export const missingKey = (part: RatingPart, item: string) => `${part.part}:${part.rubric.id}:${item}`;

/** The saveBlind request; every rubric id is present (the schema's record is exhaustive), unrated rubrics empty. */
export function blindRequest(attemptId: number, draft: BlindDraft, submit: boolean) {
  const reply = Object.fromEntries(RUBRIC_IDS.map((id) => [id, draft.reply[id] ?? {}])) as Record<
    RubricId,
    ItemRatings
  >;
  return { attemptId, reply, critique: draft.critique, submit };
}
