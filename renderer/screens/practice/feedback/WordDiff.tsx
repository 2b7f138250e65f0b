// The word-level changes between two versions: added words underlined and tinted, removed words
// struck through; screen readers hear "added" and "removed" too, so colour is never the only cue.
// The labels are <bdi>, so they never decide the direction of the text (dir="auto" skips them).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiffPart } from '../../../../shared/practice/word-diff';

export const WordDiff = memo(function WordDiff({ parts, lang }: { parts: readonly DiffPart[]; lang: string }) {
  const { t } = useTranslation();
  return (
    <p className="fb-diff" dir="auto" lang={lang} data-testid="revision-diff">
      {parts.map((part, i) => {
        if (part.kind === 'same') return <span key={i}>{part.text}</span>;
        const Tag = part.kind === 'added' ? 'ins' : 'del';
        return (
          <Tag key={i} className={`fb-diff-${part.kind}`} data-testid={`diff-${part.kind}`}>
            <bdi className="visually-hidden">
              {part.kind === 'added' ? t('coaching:revision.addedStart') : t('coaching:revision.removedStart')}
            </bdi>
            {part.text}
            <bdi className="visually-hidden">{t('coaching:revision.changeEnd')}</bdi>
          </Tag>
        );
      })}
    </p>
  );
});
