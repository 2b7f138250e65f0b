// One reply of the reveal: its name (isolated, so "+cga" keeps its "+" in right-to-left text), what
// its strategy adds, the text with support-strategy and cultural-signal annotations, and the legend.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AnnotatedText } from '../../../components/annotations/AnnotatedText';
import { Legend } from '../../../components/annotations/Legend';
import { vocab } from '../../../components/vocab';
import { responseHelp, type ResponseOption } from '../../scenario/responseOptions';
import { exemplarDomId } from './JumpList';
import { textLangAttrs } from '../../../../shared/i18n/text-language';

export function ExemplarCard({ option, lang }: { option: ResponseOption; lang: string }) {
  const { t } = useTranslation();
  const v = vocab(t);
  const headingId = useId();
  const { response } = option;
  const help = responseHelp(response, t, v);
  const testKey = response.kind === 'peer' ? 'peer' : (response.strategy ?? `${response.kind}-${response.id}`);
  return (
    <article
      id={exemplarDomId(option)}
      className="card pr-exemplar"
      tabIndex={-1}
      aria-labelledby={headingId}
      data-testid={`reveal-${testKey}`}
    >
      <h3 id={headingId} className="pr-card-title">
        <bdi>{option.name}</bdi>
      </h3>
      {help && <p className="muted pr-small pr-exemplar-help">{help}</p>}
      {response.text !== null ? (
        <AnnotatedText
          text={response.text}
          spans={response.spans}
          layers={['support', 'cultural_signal']}
          {...textLangAttrs(response.text, lang)}
          className="scenario-response-text"
        />
      ) : (
        <p className="muted">{t('practice:reveal.textMissing')}</p>
      )}
      <Legend
        spans={response.spans}
        kinds={['support', 'cultural_signal']}
        label={t('practice:reveal.legend')}
        className="scenario-legend"
      />
    </article>
  );
}
