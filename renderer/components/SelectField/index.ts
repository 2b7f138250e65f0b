// A labelled menu over a list of options (ids or strings), with an optional "none" choice.
export { SelectField, type SelectOption } from './SelectField';
