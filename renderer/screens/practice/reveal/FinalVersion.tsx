// The trainee's final version (the last one submitted) for comparison with the exemplars.
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { textLangAttrs } from '../../../../shared/i18n/text-language';
import { CardSection } from '../../../components/CardSection';

export function FinalVersion({ attempt }: { attempt: AttemptState }) {
  const { t } = useTranslation();
  const last = attempt.versions.at(-1);
  return (
    <CardSection
      className="pr-final"
      titleId="pr-final-title"
      title={t('practice:reveal.yours')}
      testId="final-version"
    >
      {last ? (
        <>
          <p className="muted pr-small">
            {t('practice:reveal.version', { number: last.number })} ·{' '}
            {t('practice:reveal.words', { count: last.wordCount })}
          </p>
          <div
            className="pr-final-text"
            {...textLangAttrs(last.text, attempt.scenario.language)}
            data-testid="final-version-text"
          >
            {last.text}
          </div>
        </>
      ) : (
        <p className="muted">{t('practice:reveal.noVersion')}</p>
      )}
    </CardSection>
  );
}
