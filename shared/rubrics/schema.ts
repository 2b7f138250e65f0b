// Zod schemas for rubric references and item scores crossing an API or file boundary.
import { z } from 'zod';

export const rubricRefSchema = z
  .object({
    rubricId: z.string().min(1).max(60),
    version: z.number().int().positive().optional(),
  })
  .strict();
export type RubricRef = z.infer<typeof rubricRefSchema>;

/** Item scores keyed by item id; null marks a missing score (never 0). */
export const itemScoresSchema = z.record(z.string().min(1).max(60), z.number().finite().nullable());
