// A card section named by its heading.
export { CardSection } from './CardSection';
