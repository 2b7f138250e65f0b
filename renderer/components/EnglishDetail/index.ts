// A service's English words under a disclosure.
export { EnglishDetail } from './EnglishDetail';
