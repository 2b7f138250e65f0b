// Translated demographic values that are enumerations (shared/domain/demographic-values.ts); each key
// is written out in full so `npm run check:i18n` can see it.
import type { TFunction } from 'i18next';
import { demographicValueKey } from '../../shared/domain/demographic-values';
import { textLangAttrs } from '../../shared/i18n/text-language';

export const demographicValueLabels = (t: TFunction): Record<string, string> => ({
  unknown: t('demovalues:unknown'),
  urban: t('demovalues:urban'),
  rural: t('demovalues:rural'),
  suburban: t('demovalues:suburban'),
  small_town: t('demovalues:small_town'),
  small_city: t('demovalues:small_city'),
  female: t('demovalues:female'),
  male: t('demovalues:male'),
  non_binary: t('demovalues:non_binary'),
  single: t('demovalues:single'),
  married: t('demovalues:married'),
  divorced: t('demovalues:divorced'),
  widowed: t('demovalues:widowed'),
  engaged: t('demovalues:engaged'),
  separating: t('demovalues:separating'),
  separated: t('demovalues:separated'),
  cohabiting: t('demovalues:cohabiting'),
  in_relationship: t('demovalues:in_relationship'),
  in_relationship_cohabiting: t('demovalues:in_relationship_cohabiting'),
  student: t('demovalues:student'),
  employed: t('demovalues:employed'),
  employed_full_time: t('demovalues:employed_full_time'),
  employed_part_time: t('demovalues:employed_part_time'),
  unemployed: t('demovalues:unemployed'),
  retired: t('demovalues:retired'),
  gig_work: t('demovalues:gig_work'),
  not_working_or_studying: t('demovalues:not_working_or_studying'),
  vocational_training: t('demovalues:vocational_training'),
  university_student: t('demovalues:university_student'),
  college_student: t('demovalues:college_student'),
  masters_student: t('demovalues:masters_student'),
  university_degree: t('demovalues:university_degree'),
  graduate_degree: t('demovalues:graduate_degree'),
  university_dropout: t('demovalues:university_dropout'),
  middle_class: t('demovalues:middle_class'),
  working_class: t('demovalues:working_class'),
  upper_middle_class: t('demovalues:upper_middle_class'),
  muslim: t('demovalues:muslim'),
  christian: t('demovalues:christian'),
  jewish: t('demovalues:jewish'),
});

/**
 * How to show a demographic value: an enumeration in the interface language, free text as written
 * with its own language and direction (so "pharmacy student" under Arabic menus is read in English).
 */
export function demographicValueView(
  t: TFunction,
  value: string,
): { text: string; lang: string | undefined; dir: 'ltr' | 'rtl' | 'auto' | undefined } {
  const key = demographicValueKey(value);
  const label = key === null ? undefined : demographicValueLabels(t)[key];
  if (label !== undefined) return { text: label, lang: undefined, dir: undefined };
  const attrs = textLangAttrs(value, 'en');
  return { text: value, lang: attrs.lang, dir: attrs.dir };
}
