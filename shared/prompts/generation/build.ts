// Generation prompts for the five adaptation strategies, answering in the language of the post.
import { z } from 'zod';
import {
  ADAPTATION_STRATEGIES,
  CULTURAL_SIGNAL_TYPES,
  DISTRESS_INTENSITIES,
  type AdaptationStrategy,
} from '../../domain/vocabulary';
import { quoted } from '../judge-prompt';
import { languageName } from '../language-names';
import type { ChatMessage } from '../types';
import { GUIDELINES } from './guidelines';
import { INTENSITY_DEFINITIONS, SIGNAL_TYPE_DEFINITIONS } from './label-definitions';
import { STRATEGY_RECIPES } from './strategies';

const phrase = z
  .string()
  .max(2_000)
  .refine((s) => s.trim().length > 0, 'must not be blank');

export const postAnnotationsSchema = z.object({
  distress: z.array(z.object({ phrase, intensity: z.enum(DISTRESS_INTENSITIES).nullable() })).max(200),
  culturalSignals: z.array(z.object({ phrase, type: z.enum(CULTURAL_SIGNAL_TYPES).nullable() })).max(200),
});
export type PostAnnotations = z.infer<typeof postAnnotationsSchema>;

export const generationInputSchema = z.object({
  strategy: z.enum(ADAPTATION_STRATEGIES),
  post: z
    .string()
    .max(50_000)
    .refine((s) => s.trim().length > 0, 'must not be blank'),
  /** Culture name (e.g. "Arabic"); required by +culture and +cga. */
  culture: z.string().max(80).nullish(),
  /** The post's language, as a code ('de') or a name; the reply must be in it. */
  language: z.string().max(40).nullish(),
  /** The post's annotations; required by +annotation and +cga. */
  annotations: postAnnotationsSchema.nullish(),
});
export type GenerationInput = z.input<typeof generationInputSchema>;

export type GenerationPrompt = { strategy: AdaptationStrategy; studyCode: string; messages: ChatMessage[] };

function roleLine(culture: string | null): string {
  return culture
    ? `You are a member of the ${culture} community and you take part in an online peer-support forum. Someone who, like you, identifies as ${culture} has posted about something that weighs on them. Reply as a caring fellow member who shares their cultural background would.`
    : 'You take part in an online peer-support forum. Someone has posted about something that weighs on them. Reply as a caring fellow member of the forum would.';
}

function annotationBlock(annotations: PostAnnotations): string {
  const distress = annotations.distress.map((d) => `- "${d.phrase}" (intensity: ${d.intensity ?? 'not rated'})`);
  const signals = annotations.culturalSignals.map((s) => `- "${s.phrase}" (type: ${s.type ?? 'not typed'})`);
  return [
    'Experts have marked phrases in the post. Use them to understand what the poster feels and which parts of their culture are involved.',
    'Phrases expressing distress, with how intense the distress is:',
    ...(distress.length ? distress : ['- none marked']),
    'Phrases carrying cultural signals, with the kind of signal:',
    ...(signals.length ? signals : ['- none marked']),
    'What the intensity labels mean:',
    ...Object.entries(INTENSITY_DEFINITIONS).map(([label, text]) => `- ${label}: ${text}`),
    'What the signal types mean:',
    ...Object.entries(SIGNAL_TYPE_DEFINITIONS).map(([label, text]) => `- ${label}: ${text}`),
  ].join('\n');
}

function languageLine(language: string | null): string {
  return language
    ? `Write your reply in ${language}, the language the post is written in.`
    : 'Write your reply in the same language the post is written in.';
}

/** Builds the system + user messages that ask a model for one reply under the given strategy. */
export function buildGenerationPrompt(input: GenerationInput): GenerationPrompt {
  const parsed = generationInputSchema.parse(input);
  const recipe = STRATEGY_RECIPES[parsed.strategy];
  const culture = parsed.culture?.trim() || null;
  if (recipe.rolePlaysCulture && !culture) throw new Error(`The ${recipe.name} strategy needs the poster's culture.`);
  if (recipe.usesAnnotations && !parsed.annotations)
    throw new Error(`The ${recipe.name} strategy needs the post's annotations.`);
  const sections = [roleLine(recipe.rolePlaysCulture ? culture : null)];
  if (recipe.guidelines.length > 0) {
    sections.push(
      [
        'Follow these guidelines for supporting someone across cultures:',
        ...recipe.guidelines.map((id, i) => `${i + 1}. ${GUIDELINES[id]}`),
      ].join('\n'),
    );
  }
  if (recipe.usesAnnotations && parsed.annotations) sections.push(annotationBlock(parsed.annotations));
  sections.push(
    `${languageLine(languageName(parsed.language))} Give only the reply itself, with no heading, label or preamble.`,
  );
  return {
    strategy: recipe.code,
    studyCode: recipe.studyCode,
    messages: [
      { role: 'system', content: sections.join('\n\n') },
      { role: 'user', content: quoted('Post', parsed.post) },
    ],
  };
}
