// A button that opens a dialog.
export { DialogButton } from './DialogButton';
