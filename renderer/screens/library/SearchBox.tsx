// The library's search field: full text over posts and responses in any script, sent ~200 ms after typing stops.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../components/SearchInput';

const DEBOUNCE_MS = 200;

export function SearchBox({ initial, onSearch }: { initial: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const timer = useRef<number | undefined>(undefined);
  // The timer calls the latest onSearch, which knows the latest filters.
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  }, [onSearch]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => latest.current(value), DEBOUNCE_MS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.clearTimeout(timer.current);
    onSearch(text);
  };

  return (
    <form role="search" className="lib-search" onSubmit={submit}>
      <label className="field">
        <span>{t('library:search.label')}</span>
        <SearchInput
          value={text}
          spellCheck={false}
          placeholder={t('library:search.placeholder')}
          onValueChange={change}
          testId="library-search"
        />
      </label>
    </form>
  );
}
