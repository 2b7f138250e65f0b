// The versioned rubric registry: look rubrics and items up by id and version.
import { RUBRIC_A } from './rubric-a';
import { RUBRIC_B } from './rubric-b';
import type { Rubric, RubricItem } from './types';

/** Every rubric version this build knows. Append new versions; never edit a released one. */
export const RUBRICS: readonly Rubric[] = [RUBRIC_A, RUBRIC_B];

export const RUBRIC_IDS = ['rubric-a', 'rubric-b'] as const;
export type RubricId = (typeof RUBRIC_IDS)[number];

/** The given version of a rubric, or its latest version when none is given. */
export function getRubric(id: string, version?: number): Rubric | undefined {
  const versions = RUBRICS.filter((r) => r.id === id);
  if (version === undefined)
    return versions.reduce<Rubric | undefined>((best, r) => (!best || r.version > best.version ? r : best), undefined);
  return versions.find((r) => r.version === version);
}

/** Like getRubric, but throws a clear error for an unknown rubric or version. */
export function requireRubric(id: string, version?: number): Rubric {
  const rubric = getRubric(id, version);
  if (!rubric) throw new Error(`Unknown rubric ${id}${version === undefined ? '' : ` version ${version}`}.`);
  return rubric;
}

export const findItem = (rubric: Rubric, itemId: string): RubricItem | undefined =>
  rubric.items.find((i) => i.id === itemId);

export function requireItem(rubric: Rubric, itemId: string): RubricItem {
  const found = findItem(rubric, itemId);
  if (!found) throw new Error(`Rubric ${rubric.id} version ${rubric.version} has no item ${itemId}.`);
  return found;
}
