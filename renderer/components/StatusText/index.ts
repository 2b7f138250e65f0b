// A polite status line.
export { StatusText } from './StatusText';
