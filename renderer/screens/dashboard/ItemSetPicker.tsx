// Chooses which items of the rubric the score charts draw; each set shares one scale (and so one axis).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import type { Labels } from '../history/rubricLabels';

type Props = { rubric: Rubric; sets: ChartSet[]; selected: string; onSelect: (id: string) => void; labels: Labels };

export function ItemSetPicker({ rubric, sets, selected, onSelect, labels }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="dash-set-picker">
      <label htmlFor={id}>{t('dashboard:set.label')}</label>
      <select id={id} value={selected} onChange={(event) => onSelect(event.target.value)} data-testid="dashboard-set">
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {labels.set(rubric, set, sets)}
          </option>
        ))}
      </select>
    </div>
  );
}
