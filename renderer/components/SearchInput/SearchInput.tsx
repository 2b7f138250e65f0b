// The input of a search field over user text in any script: its direction follows the text, no
// autocomplete, at most 200 characters (what the services accept). The label stays with the caller.
import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  value: string;
  onValueChange: (value: string) => void;
  testId: string;
};

export function SearchInput({ value, onValueChange, testId, ...input }: Props) {
  return (
    <input
      type="search"
      dir="auto"
      maxLength={200}
      autoComplete="off"
      {...input}
      value={value}
      onChange={(e) => onValueChange(e.target.value)}
      data-testid={testId}
    />
  );
}
