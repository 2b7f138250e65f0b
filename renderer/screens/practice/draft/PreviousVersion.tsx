// The version submitted last, folded away, for reference while revising.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftVersion } from '../../../../shared/domain/practice';
import { textLangAttrs } from '../../../../shared/i18n/text-language';

export const PreviousVersion = memo(function PreviousVersion({
  version,
  lang,
}: {
  version: DraftVersion;
  lang: string;
}) {
  const { t } = useTranslation();
  return (
    <details className="draft-previous" data-testid="draft-previous">
      <summary>
        {t('coaching:draft.previous', { number: version.number })}
        <span className="muted"> · {t('coaching:draft.words', { count: version.wordCount })}</span>
      </summary>
      <p className="draft-previous-text" {...textLangAttrs(version.text, lang)}>
        {version.text}
      </p>
    </details>
  );
});
