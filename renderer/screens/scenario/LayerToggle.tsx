// A switch-like checkbox that shows or hides one annotation layer.
import type { ReactNode } from 'react';

type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
  children: ReactNode;
  sample: string;
};

export function LayerToggle({ checked, onChange, testId, children, sample }: Props) {
  return (
    <label className={`layer-toggle${checked ? ' is-on' : ''}`}>
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} data-testid={testId} />
      <span className={`layer-toggle-sample ${sample}`} aria-hidden="true">
        {'\u2003'}
      </span>
      <span>{children}</span>
    </label>
  );
}
