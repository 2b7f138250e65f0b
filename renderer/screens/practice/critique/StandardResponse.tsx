// The Standard (unadapted) response the trainee critiques, as it was when the critique started.
import { useTranslation } from 'react-i18next';
import { vocab } from '../../../components/vocab';
import { textLangAttrs } from '../../../../shared/i18n/text-language';

export function StandardResponse({ text }: { text: string }) {
  const { t } = useTranslation();
  const v = vocab(t);
  return (
    <section className="card pr-standard" aria-labelledby="pr-standard-title" data-testid="critique-response">
      <h3 id="pr-standard-title" className="pr-card-title">
        <bdi>{v.adaptation.standard}</bdi>
      </h3>
      <p className="muted pr-small">{v.adaptationHelp.standard}</p>
      <div className="pr-final-text" {...textLangAttrs(text)}>
        {text}
      </div>
    </section>
  );
}
