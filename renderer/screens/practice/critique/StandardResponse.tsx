// The Standard (unadapted) response the trainee critiques, as it was when the critique started.
import { useTranslation } from 'react-i18next';
import { vocab } from '../../../components/vocab';
import { textLangAttrs } from '../../../../shared/i18n/text-language';
import { CardSection } from '../../../components/CardSection';

export function StandardResponse({ text }: { text: string }) {
  const { t } = useTranslation();
  const v = vocab(t);
  return (
    <CardSection
      className="pr-standard"
      titleId="pr-standard-title"
      title="<bdi>{v.adaptation.standard}</bdi>"
      testId="critique-response"
    >
      <p className="muted pr-small">{v.adaptationHelp.standard}</p>
      <div className="pr-final-text" {...textLangAttrs(text)}>
        {text}
      </div>
    </CardSection>
  );
}
