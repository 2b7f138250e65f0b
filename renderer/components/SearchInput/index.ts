// The search input for user text in any script.
export { SearchInput } from './SearchInput';
