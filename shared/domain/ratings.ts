// Human ratings: a self, peer or supervisor rating of a reply on the same rubric items the AI judges use.
import { z } from 'zod';
import { RUBRIC_IDS } from '../rubrics/registry';

export const RATER_ROLES = ['self', 'peer', 'supervisor'] as const;
export type RaterRole = (typeof RATER_ROLES)[number];

export const RATING_TARGETS = ['draft_version', 'response'] as const;
export type RatingTarget = (typeof RATING_TARGETS)[number];

export const humanRatingInputSchema = z
  .object({
    targetType: z.enum(RATING_TARGETS),
    targetId: z.number().int().positive(),
    rubricId: z.enum(RUBRIC_IDS),
    role: z.enum(RATER_ROLES),
    /** Item id -> option code (a digit for point scales, a category code otherwise); null clears the item. */
    scores: z.record(z.string().min(1).max(60), z.string().min(1).max(40).nullable()),
    note: z.string().max(2000).optional(),
  })
  .strict();
export type HumanRatingInput = z.input<typeof humanRatingInputSchema>;

export type HumanRating = {
  id: number;
  targetType: RatingTarget;
  targetId: number;
  rubricId: string;
  rubricVersion: number;
  item: string;
  role: RaterRole;
  raterId: number | null;
  raterName: string | null;
  /** The option's numeric value on the item's scale (null for options without one, e.g. "not applicable"). */
  score: number | null;
  option: string;
  note: string;
  updatedAt: string;
};
