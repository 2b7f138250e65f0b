// Turns a zod validation error of the scenario form (field path + issue code) into a sentence in the user's language.
import { useTranslation } from 'react-i18next';
import { scenarioInputSchema } from '../../../shared/domain/library';
import { THEMES } from '../../../shared/domain/vocabulary';
import { issueMessage, type FieldIssue } from '../../components/FormField';

const shape = scenarioInputSchema.shape;
/** The most themes the schema accepts, read from the schema itself so the message never disagrees with it. */
export const MAX_THEMES = (() => {
  const firstTooMany = THEMES.findIndex((_, i) => !shape.themes.safeParse(THEMES.slice(0, i + 1)).success);
  return firstTooMany < 0 ? THEMES.length : firstTooMany;
})();

type Field = 'cultureId' | 'title' | 'postText' | 'themes' | 'demographic';

export function useValidationMessage(): (field: Field, issue: FieldIssue) => string | null {
  const { t } = useTranslation();
  const invalid = t('editor:validation.invalid');
  return issueMessage<Field>(
    {
      cultureId: t('editor:validation.cultureRequired'),
      title: {
        tooSmall: t('editor:validation.tooShort', { count: shape.title.minLength ?? 0 }),
        tooBig: t('editor:validation.tooLong', { count: shape.title.maxLength ?? 0 }),
        other: invalid,
      },
      postText: {
        tooSmall: t('editor:validation.tooShort', { count: shape.postText.minLength ?? 0 }),
        tooBig: t('editor:validation.tooLong', { count: shape.postText.maxLength ?? 0 }),
        other: invalid,
      },
      themes: t('editor:validation.tooManyThemes', { count: MAX_THEMES }),
      demographic: {
        tooBig: t('editor:validation.tooLong', { count: shape.demographics.shape.age.maxLength ?? 0 }),
        other: invalid,
      },
    },
    invalid,
  );
}
