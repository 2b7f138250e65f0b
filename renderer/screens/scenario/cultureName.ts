// The name of a scenario's culture: translated for the four built-in cultures, as entered otherwise.
import type { TFunction } from 'i18next';
import type { Culture } from '../../../shared/domain/library';

export function cultureName(
  t: TFunction,
  cultureId: string,
  cultures: readonly Pick<Culture, 'id' | 'name'>[],
): string {
  const builtIn: Record<string, string> = {
    arabic: t('scenario:culture.arabic'),
    chinese: t('scenario:culture.chinese'),
    german: t('scenario:culture.german'),
    jewish: t('scenario:culture.jewish'),
  };
  return builtIn[cultureId] ?? cultures.find((c) => c.id === cultureId)?.name ?? cultureId;
}
