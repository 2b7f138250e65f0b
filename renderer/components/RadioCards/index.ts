// A group of radio cards (one choice among a few kinds).
export { RadioCards, type RadioCard } from './RadioCards';
