// The ask-before-doing dialog.
export { ConfirmDialog } from './ConfirmDialog';
