// Pairwise comparison results: verdict label, judges' tallies and the verdict table.
export { PairVerdict, type VerdictLabels } from './PairVerdict';
export { PairTallies } from './PairTallies';
export { PairVerdictTable, type VerdictRow } from './PairVerdictTable';
