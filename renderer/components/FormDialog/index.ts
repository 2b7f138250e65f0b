// A dialog that is one small form.
export { FormDialog } from './FormDialog';
