// Keyboard route to a selection: type a phrase, press Enter, and its next occurrence in the text is selected.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { anchorPhrase } from '../../../../shared/library/anchor';
import { trimRange, type TextRange } from './selectionOffsets';
import { Button } from '../../../components/Button';

export function PhraseFinder({ text, onFound }: { text: string; onFound: (range: TextRange) => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [last, setLast] = useState<{ query: string; end: number } | null>(null);
  const [missing, setMissing] = useState(false);

  const find = (event: FormEvent) => {
    event.preventDefault();
    const phrase = query.trim();
    if (!phrase) return;
    const from = last?.query === phrase ? last.end : 0;
    const anchor = anchorPhrase(text, phrase, from) ?? anchorPhrase(text, phrase, 0);
    const range = anchor && trimRange(text, anchor.start, anchor.end);
    setMissing(!range);
    if (!range) return setLast(null);
    setLast({ query: phrase, end: range.end });
    onFound(range);
  };

  return (
    <form className="ed-finder" onSubmit={find} role="search">
      <label className="ed-inline-field grow">
        <span>{t('editor:annotations.find.label')}</span>
        <input
          type="search"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setMissing(false);
          }}
          dir="auto"
          autoComplete="off"
          placeholder={t('editor:annotations.find.placeholder')}
          data-testid="editor-find"
        />
      </label>
      <Button small type="submit" disabled={query.trim() === ''}>
        {t('editor:annotations.find.button')}
      </Button>
      {missing && (
        <span className="field-error" role="alert">
          {t('editor:annotations.find.notFound')}
        </span>
      )}
    </form>
  );
}
