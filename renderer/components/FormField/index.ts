// The labelled form field, its input / textarea variants and its error line; a form's bound text
// fields; a field issue's sentence.
export { FieldError, FieldInput, FieldTextArea, FormField } from './FormField';
export { issueMessage, type FieldIssue, type IssueSentences } from './issueMessage';
export { textFields } from './textFields';
