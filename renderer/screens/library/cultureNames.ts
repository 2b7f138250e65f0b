// Culture names in the interface language: the four built-in groups are translated, cultures that
// instructors add keep the name they were given.
import type { TFunction } from 'i18next';
import type { Culture } from '../../../shared/domain/library';

export function cultureNamer(t: TFunction, cultures: Culture[]): (id: string) => string {
  const builtIn: Record<string, string> = {
    arabic: t('library:culture.arabic'),
    chinese: t('library:culture.chinese'),
    german: t('library:culture.german'),
    jewish: t('library:culture.jewish'),
  };
  const byId = new Map(cultures.map((c) => [c.id, c]));
  return (id) => {
    const culture = byId.get(id);
    if (culture?.builtIn && builtIn[id]) return builtIn[id];
    return culture?.name ?? id;
  };
}
