// The loading line of a screen.
export { LoadingNote } from './LoadingNote';
