// The search box and culture filter above a scenario list (the exercise editor's picker and the
// role-card builder): one pair of labelled fields, each screen naming its own labels and test ids.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Culture } from '../../../shared/domain/library';
import { SearchInput } from '../SearchInput';

/** What the two fields hold, kept by the screen that lists the results. */
export function useScenarioFilters() {
  const [query, setQuery] = useState('');
  const [culture, setCulture] = useState('');
  return { query, setQuery, culture, setCulture };
}

export interface ScenarioFiltersProps {
  filters: ReturnType<typeof useScenarioFilters>;
  cultures: readonly Culture[];
  cultureName: (id: string) => string;
  /** Whose words the fields use: the exercise picker's or the role-card builder's. */
  keyPrefix: 'exercises:picker' | 'roleplay:create';
  /** Classes are `<prefix>-filters` and `<prefix>-search`; test ids `<testIdPrefix>-search` / `-culture`. */
  classPrefix: string;
  testIdPrefix: string;
  spellCheck?: boolean;
}

export function ScenarioFilters({
  filters,
  cultures,
  cultureName,
  keyPrefix,
  classPrefix,
  testIdPrefix,
  spellCheck,
}: ScenarioFiltersProps) {
  const { t } = useTranslation();
  const { query, setQuery, culture, setCulture } = filters;
  const searchId = useId();
  const cultureId = useId();
  const words =
    keyPrefix === 'exercises:picker'
      ? [
          t('exercises:picker.search'),
          t('exercises:picker.searchPlaceholder'),
          t('exercises:picker.culture'),
          t('exercises:picker.allCultures'),
        ]
      : [
          t('roleplay:create.search'),
          t('roleplay:create.searchPlaceholder'),
          t('roleplay:create.culture'),
          t('roleplay:create.allCultures'),
        ];
  return (
    <div className={`${classPrefix}-filters`} role="search">
      <div className={`field ${classPrefix}-search`}>
        <label htmlFor={searchId}>{words[0]}</label>
        <SearchInput
          id={searchId}
          value={query}
          spellCheck={spellCheck}
          placeholder={words[1]}
          onValueChange={setQuery}
          testId={`${testIdPrefix}-search`}
        />
      </div>
      <div className="field">
        <label htmlFor={cultureId}>{words[2]}</label>
        <select
          id={cultureId}
          value={culture}
          onChange={(e) => setCulture(e.target.value)}
          data-testid={`${testIdPrefix}-culture`}
        >
          <option value="">{words[3]}</option>
          {cultures.map((c) => (
            <option key={c.id} value={c.id}>
              {cultureName(c.id)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
