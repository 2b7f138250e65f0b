// One side of the comparison: the reply's name and what its strategy adds (unless blind), the text
// with support-strategy highlights and cultural-signal underlines, its strategy mix and empathy score.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpanKind } from '../../../shared/domain/library';
import { localeDirection } from '../../../shared/i18n/locales';
import { AnnotatedText } from '../../components/annotations/AnnotatedText';
import { Legend } from '../../components/annotations/Legend';
import { vocab } from '../../components/vocab';
import { isolate } from '../../i18n/isolate';
import { EmpathyScore } from './EmpathyScore';
import { PhraseOnlyList } from './PhraseOnlyList';
import { provenanceText } from './provenanceText';
import { responseHelp, type ResponseOption } from './responseOptions';
import { textLangAttrs } from '../../../shared/i18n/text-language';

type Props = {
  option: ResponseOption;
  /** "Response A" / "Response B" in blind mode; null when the reply is shown by name. */
  blindName: string | null;
  /** In blind mode, whether the identity has been revealed. */
  revealed: boolean;
  layers: readonly SpanKind[];
  testId: string;
};

export function ResponsePane({ option, blindName, revealed, layers, testId }: Props) {
  const { t, i18n } = useTranslation();
  const v = vocab(t);
  const headingId = useId();
  const { response } = option;
  const hidden = blindName !== null && !revealed;
  // While blind, only the layers both replies share are shown (blind-layers.ts), legend included.
  const shownSpans = hidden ? response.spans.filter((s) => layers.includes(s.kind)) : response.spans;
  // In a right-to-left interface a name like "+cga" needs isolating to keep its "+" in front.
  const rtl = localeDirection(i18n.language) === 'rtl';
  const help = responseHelp(response, t, v);
  const kindLabel = v.responseKind[response.kind];
  const showKind = kindLabel !== undefined && kindLabel !== option.name;
  const modelLine = response.provenance.type === 'model' ? provenanceText(t, response.provenance, i18n.language) : null;

  return (
    <article className="card scenario-pane" aria-labelledby={headingId} data-testid={testId}>
      <header className="scenario-pane-head">
        <h3 id={headingId}>
          <bdi>{blindName ?? option.name}</bdi>
        </h3>
        {!hidden && (
          <>
            {blindName !== null && (
              <p className="scenario-pane-revealed" data-testid="blind-identity">
                {t('scenario:compare.revealed', { name: rtl ? isolate(option.name) : option.name })}
              </p>
            )}
            {(showKind || modelLine) && (
              <p className="scenario-pane-meta">
                {showKind && <span className="badge">{kindLabel}</span>}
                {modelLine && <span className="muted">{modelLine}</span>}
              </p>
            )}
            {help && <p className="scenario-pane-help">{help}</p>}
          </>
        )}
      </header>
      {response.text !== null ? (
        <AnnotatedText
          text={response.text}
          spans={shownSpans}
          layers={layers}
          {...textLangAttrs(response.text)}
          className="scenario-response-text"
          testId={`${testId}-text`}
        />
      ) : (
        <p className="muted scenario-pane-missing">{t('scenario:compare.textMissing')}</p>
      )}
      {!hidden && response.empathy !== null && <EmpathyScore score={response.empathy} />}
      <Legend
        spans={shownSpans}
        kinds={['support', 'cultural_signal']}
        dimmed={(['support', 'cultural_signal'] as const).filter((k) => !layers.includes(k))}
        label={t('scenario:compare.mix')}
        testId={`${testId}-legend`}
        className="scenario-legend"
      />
      <PhraseOnlyList spans={shownSpans} dir="auto" />
    </article>
  );
}
