// A row of toggle buttons of which one is on (for example Rubric A or Rubric B): each says whether
// it is pressed, so screen readers hear the choice.
import './toggle-group.css';

type Option<T extends string> = { id: T; label: string };

type Props<T extends string> = {
  label: string;
  options: readonly Option<T>[];
  selected: T;
  onSelect: (id: T) => void;
  testIdPrefix: string;
};

export function ToggleGroup<T extends string>({ label, options, selected, onSelect, testIdPrefix }: Props<T>) {
  return (
    <div className="toggle-group" role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className={option.id === selected ? 'toggle-group-button is-on' : 'toggle-group-button'}
          aria-pressed={option.id === selected}
          onClick={() => onSelect(option.id)}
          data-testid={`${testIdPrefix}-${option.id}`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
