// Whether the next version took a suggestion of the previous version's coach's note: the suggested
// sentence is in it (taken), the replaced passage was rewritten another way (revised), or the
// passage is still there unchanged (kept). Spacing is ignored; nothing else is.
import type { NoteSuggestion } from './note';

export type Uptake = 'taken' | 'revised' | 'kept';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

export function suggestionUptake(suggestion: NoteSuggestion, nextText: string): Uptake {
  const next = squash(nextText);
  if (next.includes(squash(suggestion.text))) return 'taken';
  return next.includes(squash(suggestion.replaces)) ? 'kept' : 'revised';
}
