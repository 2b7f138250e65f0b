// The labelled form field, its input / textarea variants and its error line; a field issue's sentence.
export { FieldError, FieldInput, FieldTextArea, FormField } from './FormField';
export { issueMessage, type FieldIssue, type IssueSentences } from './issueMessage';
