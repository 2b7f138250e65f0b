// The facts list (a <dl> drawn from term/value descriptors).
export { FactList, type Fact } from './FactList';
