// Translated labels for the research vocabularies (intensities, signal types, strategies, themes...).
// Each key is written out in full so `npm run check:i18n` can see it.
import type { TFunction } from 'i18next';

export function vocab(t: TFunction) {
  const intensity: Record<string, string> = {
    light: t('vocab:intensity.light'),
    moderate: t('vocab:intensity.moderate'),
    high: t('vocab:intensity.high'),
  };
  const signalType: Record<string, string> = {
    Concepts: t('vocab:signalType.Concepts'),
    Knowledge: t('vocab:signalType.Knowledge'),
    Values: t('vocab:signalType.Values'),
    'Norms and Morals': t('vocab:signalType.Norms and Morals'),
    Language: t('vocab:signalType.Language'),
    Artifacts: t('vocab:signalType.Artifacts'),
    Demographics: t('vocab:signalType.Demographics'),
  };
  const strategy: Record<string, string> = {
    Questions: t('vocab:strategy.Questions'),
    'Restatement or Paraphrasing': t('vocab:strategy.Restatement or Paraphrasing'),
    'Reflection of Feelings': t('vocab:strategy.Reflection of Feelings'),
    'Self-disclosure': t('vocab:strategy.Self-disclosure'),
    'Affirmation and Reassurance': t('vocab:strategy.Affirmation and Reassurance'),
    'Providing Suggestions': t('vocab:strategy.Providing Suggestions'),
    Information: t('vocab:strategy.Information'),
    Others: t('vocab:strategy.Others'),
  };
  const adaptation: Record<string, string> = {
    standard: t('vocab:adaptation.standard'),
    culture: t('vocab:adaptation.culture'),
    guided: t('vocab:adaptation.guided'),
    annotation: t('vocab:adaptation.annotation'),
    cga: t('vocab:adaptation.cga'),
  };
  const adaptationHelp: Record<string, string> = {
    standard: t('vocab:adaptationHelp.standard'),
    culture: t('vocab:adaptationHelp.culture'),
    guided: t('vocab:adaptationHelp.guided'),
    annotation: t('vocab:adaptationHelp.annotation'),
    cga: t('vocab:adaptationHelp.cga'),
  };
  const theme: Record<string, string> = {
    'mental-illness-dismissed': t('vocab:theme.mental-illness-dismissed'),
    'religion-instead-of-care': t('vocab:theme.religion-instead-of-care'),
    'lgbtq-rejection': t('vocab:theme.lgbtq-rejection'),
    'gender-roles': t('vocab:theme.gender-roles'),
    'strict-parenting': t('vocab:theme.strict-parenting'),
    'achievement-pressure': t('vocab:theme.achievement-pressure'),
    'verbal-abuse': t('vocab:theme.verbal-abuse'),
    identity: t('vocab:theme.identity'),
    masculinity: t('vocab:theme.masculinity'),
    'parents-living-through-child': t('vocab:theme.parents-living-through-child'),
    'relationship-conflict': t('vocab:theme.relationship-conflict'),
    exhaustion: t('vocab:theme.exhaustion'),
    divorce: t('vocab:theme.divorce'),
    'childhood-hurt': t('vocab:theme.childhood-hurt'),
    isolation: t('vocab:theme.isolation'),
    'drinking-culture': t('vocab:theme.drinking-culture'),
    'money-shame': t('vocab:theme.money-shame'),
    'school-pressure': t('vocab:theme.school-pressure'),
    'community-stigma': t('vocab:theme.community-stigma'),
    'personal-prayer': t('vocab:theme.personal-prayer'),
    conversion: t('vocab:theme.conversion'),
    'observant-life': t('vocab:theme.observant-life'),
    'clergy-support': t('vocab:theme.clergy-support'),
    migration: t('vocab:theme.migration'),
    grief: t('vocab:theme.grief'),
    'marriage-pressure': t('vocab:theme.marriage-pressure'),
  };
  const warning: Record<string, string> = {
    'suicidal-thoughts': t('vocab:warning.suicidal-thoughts'),
    'self-harm': t('vocab:warning.self-harm'),
    abuse: t('vocab:warning.abuse'),
    'family-rejection': t('vocab:warning.family-rejection'),
    'substance-use': t('vocab:warning.substance-use'),
    bereavement: t('vocab:warning.bereavement'),
    discrimination: t('vocab:warning.discrimination'),
    'eating-concerns': t('vocab:warning.eating-concerns'),
    violence: t('vocab:warning.violence'),
  };
  const risk: Record<string, string> = {
    none: t('vocab:risk.none'),
    elevated: t('vocab:risk.elevated'),
    acute: t('vocab:risk.acute'),
  };
  const demographic: Record<string, string> = {
    settlement: t('vocab:demographic.settlement'),
    gender: t('vocab:demographic.gender'),
    age: t('vocab:demographic.age'),
    born_in: t('vocab:demographic.born_in'),
    marital_status: t('vocab:demographic.marital_status'),
    number_of_people_in_household: t('vocab:demographic.number_of_people_in_household'),
    education: t('vocab:demographic.education'),
    profession: t('vocab:demographic.profession'),
    employment: t('vocab:demographic.employment'),
    social_class: t('vocab:demographic.social_class'),
    religion: t('vocab:demographic.religion'),
  };
  const textLanguage: Record<string, string> = {
    en: t('vocab:textLanguage.en'),
    de: t('vocab:textLanguage.de'),
    ar: t('vocab:textLanguage.ar'),
    he: t('vocab:textLanguage.he'),
    zh: t('vocab:textLanguage.zh'),
  };
  const spanKind: Record<string, string> = {
    distress: t('vocab:spanKind.distress'),
    cultural_signal: t('vocab:spanKind.cultural_signal'),
    support: t('vocab:spanKind.support'),
  };
  const responseKind: Record<string, string> = {
    peer: t('vocab:responseKind.peer'),
    exemplar: t('vocab:responseKind.exemplar'),
    generated: t('vocab:responseKind.generated'),
  };
  const source: Record<string, string> = {
    built_in: t('vocab:source.built_in'),
    imported: t('vocab:source.imported'),
    authored: t('vocab:source.authored'),
  };
  /** The label of a span in the user's language, whatever its kind. */
  const spanLabel = (kind: string, label: string | null): string => {
    if (label === null) return t('vocab:unlabelled');
    const table = kind === 'distress' ? intensity : kind === 'cultural_signal' ? signalType : strategy;
    return table[label] ?? label;
  };
  const demographicValue = (value: string): string => (value === 'unknown' ? t('vocab:unknown') : value);
  return {
    intensity,
    signalType,
    strategy,
    adaptation,
    adaptationHelp,
    theme,
    warning,
    risk,
    demographic,
    textLanguage,
    spanKind,
    responseKind,
    source,
    spanLabel,
    demographicValue,
  };
}

export type Vocab = ReturnType<typeof vocab>;
