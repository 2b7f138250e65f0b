// A form's text fields bound once to the form (react-hook-form's register and errors, and the form's
// error sentences), so each field then says only what differs: its label, help, limits and test id.
// The kinds set what every field of that kind needs: a line of prose follows its own text direction
// and is not autocompleted; a code line (an address, a model name) reads left to right and is not
// spell-checked; a number takes whole numbers; an area holds paragraphs.
import type { ComponentProps } from 'react';
import {
  get,
  type FieldErrors,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';
import { FieldInput, FieldTextArea } from './FormField';
import type { FieldIssue } from './issueMessage';

type Bound = 'name' | 'error' | 'onChange' | 'onBlur' | 'ref';
type InputProps = Omit<ComponentProps<typeof FieldInput>, Bound>;
type AreaProps = Omit<ComponentProps<typeof FieldTextArea>, Bound>;

type Form<T extends FieldValues, M extends string> = {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  /** The form's sentence for a field's issue (see issueMessage). */
  message: (field: M, issue: FieldIssue) => string | null;
};

export function textFields<T extends FieldValues, M extends string>({ register, errors, message }: Form<T, M>) {
  type N = Path<T> & M;
  /** A field's registration (with the form's own options, e.g. an onChange) and its error sentence. */
  const bind = (name: N, options?: RegisterOptions<T, N>) => ({
    ...register(name, options),
    error: message(name, get(errors, name) as FieldIssue),
  });
  return {
    line: (name: N, props: InputProps, options?: RegisterOptions<T, N>) => (
      <FieldInput dir="auto" autoComplete="off" {...props} {...bind(name, options)} />
    ),
    code: (name: N, props: InputProps, options?: RegisterOptions<T, N>) => (
      <FieldInput dir="ltr" autoComplete="off" spellCheck={false} {...props} {...bind(name, options)} />
    ),
    number: (name: N, props: InputProps) => (
      <FieldInput type="number" step={1} inputMode="numeric" {...props} {...bind(name, { valueAsNumber: true })} />
    ),
    area: (name: N, props: AreaProps) => <FieldTextArea dir="auto" {...props} {...bind(name)} />,
  };
}
