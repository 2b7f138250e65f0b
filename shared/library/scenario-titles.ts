// A scenario's titles in other interface languages, and the title a person sees: the one in their
// interface language when there is one, else the written title. Each comes with its own language
// so the screen can set `lang` and `dir` on it (an Arabic title under English menus is still
// tagged ar/rtl; the written title keeps its own language).
import { z } from 'zod';
import { UI_LOCALES, type UiLocale } from '../i18n/locales';
import { guessTextLanguage } from '../i18n/text-language';
import type { TextLanguage } from '../domain/vocabulary';

export const SCENARIO_TITLE_MAX = 120;

const localeTitleSchema = z.string().trim().min(1, 'title_required').max(SCENARIO_TITLE_MAX, 'title_too_long');

/** Titles per locale; a locale left out has no title of its own (the written title is shown). */
export const scenarioTitlesSchema = z
  .object(
    Object.fromEntries(UI_LOCALES.map((l) => [l, localeTitleSchema.optional()])) as Record<
      UiLocale,
      z.ZodOptional<typeof localeTitleSchema>
    >,
  )
  .strict();
export type ScenarioTitles = Partial<Record<UiLocale, string>>;

/** The written title's language: what its script says, the scenario's language when it cannot tell. */
export const writtenTitleLanguage = (title: string, scenarioLanguage: TextLanguage): TextLanguage =>
  guessTextLanguage(title, scenarioLanguage) ?? scenarioLanguage;

export type ResolvedTitle = { title: string; titleLanguage: TextLanguage };

/** The title for someone reading in `locale` (null: no interface language known, the written one). */
export function resolveScenarioTitle(
  written: { title: string; language: TextLanguage },
  localeTitle: string | null | undefined,
  locale: UiLocale | null,
): ResolvedTitle {
  if (locale && localeTitle) return { title: localeTitle, titleLanguage: locale };
  return { title: written.title, titleLanguage: writtenTitleLanguage(written.title, written.language) };
}

/** The titles without blank entries (an emptied field in the editor clears that locale's title). */
export function withoutBlankTitles(titles: Record<string, string | undefined> | undefined): ScenarioTitles {
  const kept: ScenarioTitles = {};
  for (const l of UI_LOCALES) {
    const title = titles?.[l];
    if (typeof title === 'string' && title.trim() !== '') kept[l] = title;
  }
  return kept;
}
