// The step action button (error text + primary button).
export { ActionButton } from './ActionButton';
