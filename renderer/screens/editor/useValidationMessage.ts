// Turns a zod validation error of the scenario form (field path + issue code) into a sentence in the user's language.
import { useTranslation } from 'react-i18next';
import { scenarioInputSchema } from '../../../shared/domain/library';
import { THEMES } from '../../../shared/domain/vocabulary';

const shape = scenarioInputSchema.shape;
/** The most themes the schema accepts, read from the schema itself so the message never disagrees with it. */
export const MAX_THEMES = (() => {
  const firstTooMany = THEMES.findIndex((_, i) => !shape.themes.safeParse(THEMES.slice(0, i + 1)).success);
  return firstTooMany < 0 ? THEMES.length : firstTooMany;
})();

type FieldIssue = { type?: unknown } | undefined;
type Field = 'cultureId' | 'title' | 'postText' | 'themes' | 'demographic';

export function useValidationMessage(): (field: Field, issue: FieldIssue) => string | null {
  const { t } = useTranslation();
  return (field, issue) => {
    if (!issue) return null;
    const type = typeof issue.type === 'string' ? issue.type : '';
    if (field === 'cultureId') return t('editor:validation.cultureRequired');
    if (field === 'title' && type === 'too_small')
      return t('editor:validation.tooShort', { count: shape.title.minLength ?? 0 });
    if (field === 'title' && type === 'too_big')
      return t('editor:validation.tooLong', { count: shape.title.maxLength ?? 0 });
    if (field === 'postText' && type === 'too_small')
      return t('editor:validation.tooShort', { count: shape.postText.minLength ?? 0 });
    if (field === 'postText' && type === 'too_big')
      return t('editor:validation.tooLong', { count: shape.postText.maxLength ?? 0 });
    if (field === 'themes') return t('editor:validation.tooManyThemes', { count: MAX_THEMES });
    if (field === 'demographic' && type === 'too_big')
      return t('editor:validation.tooLong', { count: shape.demographics.shape.age.maxLength ?? 0 });
    return t('editor:validation.invalid');
  };
}
