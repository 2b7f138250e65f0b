// The fast local analyzer's public surface: analyze a reply for coaching signals (never rubric scores).
export {
  ANALYZER_VERSION,
  analyze,
  createAnalyzer,
  disposeSharedAnalyzer,
  warmUpAnalyzer,
  type Analyzer,
  type AnalyzerOptions,
} from './analyzer';
export { analyzerInputSchema, toAnalyzerInput, type AnalyzerInputJson } from './input-schema';
export { loadLanguageIdentifier, scriptIdentifier, type LanguageIdentifier } from './language';
export type * from '../../../shared/analyzer/types';
