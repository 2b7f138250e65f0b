// The five adaptation strategies as generation recipes: what each adds to the plain peer reply.
import type { AdaptationStrategy } from '../../domain/vocabulary';
import type { GuidelineId } from './guidelines';

export type StrategyRecipe = {
  code: AdaptationStrategy;
  /** The strategy's code name in the study's released data and code. */
  studyCode: string;
  /** Display name as the study labels it. */
  name: string;
  /** The generator role-plays a member of the poster's culture (needs a culture name). */
  rolePlaysCulture: boolean;
  /** Counselling guidelines added to the instructions, in order. */
  guidelines: readonly GuidelineId[];
  /** The post's expert annotations (distress and cultural signals, with label definitions) are included. */
  usesAnnotations: boolean;
};

const ALL_GUIDELINES: readonly GuidelineId[] = [
  'respect_differences',
  'comfort_with_difference',
  'socio_political',
  'knowledge',
  'communication',
  'cultural_context',
];

/** The four guidelines that match Rubric A's cultural items and Communication. */
export const CGA_GUIDELINES: readonly GuidelineId[] = [
  'socio_political',
  'knowledge',
  'communication',
  'cultural_context',
];

export const STRATEGY_RECIPES: Readonly<Record<AdaptationStrategy, StrategyRecipe>> = {
  standard: {
    code: 'standard',
    studyCode: 'redditor',
    name: 'Standard',
    rolePlaysCulture: false,
    guidelines: [],
    usesAnnotations: false,
  },
  culture: {
    code: 'culture',
    studyCode: 'culture',
    name: '+culture',
    rolePlaysCulture: true,
    guidelines: [],
    usesAnnotations: false,
  },
  guided: {
    code: 'guided',
    studyCode: 'guided',
    name: '+guided',
    rolePlaysCulture: false,
    guidelines: ALL_GUIDELINES,
    usesAnnotations: false,
  },
  annotation: {
    code: 'annotation',
    studyCode: 'annotation',
    name: '+annotation',
    rolePlaysCulture: false,
    guidelines: [],
    usesAnnotations: true,
  },
  cga: {
    code: 'cga',
    studyCode: 'cga',
    name: '+cga',
    rolePlaysCulture: true,
    guidelines: CGA_GUIDELINES,
    usesAnnotations: true,
  },
};

/** Maps a study code ('redditor') or a product code ('standard') to the product's strategy code. */
export function strategyFromCode(code: string): AdaptationStrategy | undefined {
  return Object.values(STRATEGY_RECIPES).find((r) => r.code === code || r.studyCode === code)?.code;
}
