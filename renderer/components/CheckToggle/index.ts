// A single on/off choice beside its box.
export { CheckToggle } from './CheckToggle';
