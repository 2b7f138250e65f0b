// Chooses which items (or aggregates) of a rubric the score charts draw; each set shares one scale
// (and so one axis). Used by My progress and the class dashboard.
import { useId } from 'react';
import type { ChartSet } from '../../../shared/practice/history-series';
import type { Rubric } from '../../../shared/rubrics/types';
import type { Labels } from '../../screens/history/rubricLabels';
import './set-picker.css';

type Props = {
  rubric: Rubric;
  sets: ChartSet[];
  selected: string;
  onSelect: (id: string) => void;
  labels: Labels;
  /** The field's label ("Items shown"). */
  label: string;
  testId: string;
};

export function SetPicker({ rubric, sets, selected, onSelect, labels, label, testId }: Props) {
  const id = useId();
  return (
    <div className="set-picker">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={selected} onChange={(event) => onSelect(event.target.value)} data-testid={testId}>
        {sets.map((set) => (
          <option key={set.id} value={set.id}>
            {labels.set(rubric, set, sets)}
          </option>
        ))}
      </select>
    </div>
  );
}
