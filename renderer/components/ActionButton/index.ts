// The step action button (error text + primary button).
export { ActionButton, type ActionButtonProps } from './ActionButton';
