// A screen for one record named in the address, and why it cannot be shown.
export { LoadFailure, RecordRoute } from './RecordRoute';
