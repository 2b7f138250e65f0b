// The labelled form field, its input / textarea variants and its error line.
export { FieldError, FieldInput, FieldTextArea, FormField } from './FormField';
