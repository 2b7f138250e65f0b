// The replies offered in the comparison pickers, their names, and the default pair (Standard vs +cga).
import type { TFunction } from 'i18next';
import type { LibraryResponse } from '../../../shared/domain/library';
import { ADAPTATION_STRATEGIES, type AdaptationStrategy } from '../../../shared/domain/vocabulary';
import type { Vocab } from '../../components/vocab';

export type ResponseOption = { response: LibraryResponse; name: string; group: 'written' | 'generated' };

const strategyRank = (s: AdaptationStrategy | null) => (s === null ? -1 : ADAPTATION_STRATEGIES.indexOf(s));
const kindRank = { peer: 0, exemplar: 1, generated: 2, trainee_draft: 3 } as const;

/** Peer replies first, then the written strategy exemplars, then generated replies; drafts are left out. */
export function responseOptions(responses: readonly LibraryResponse[], t: TFunction, v: Vocab): ResponseOption[] {
  const sorted = responses
    .filter((r) => r.kind !== 'trainee_draft')
    .sort(
      (a, b) =>
        kindRank[a.kind] - kindRank[b.kind] || strategyRank(a.strategy) - strategyRank(b.strategy) || a.id - b.id,
    );
  const options = sorted.map((response): ResponseOption => {
    const strategy = response.strategy ? v.adaptation[response.strategy] : null;
    if (response.kind === 'peer') return { response, name: v.responseKind.peer ?? '', group: 'written' };
    if (response.kind === 'generated') {
      const model = response.provenance.type === 'model' ? response.provenance.model : null;
      const name =
        strategy && model
          ? t('scenario:compare.generatedOption', { strategy, model })
          : (strategy ?? v.responseKind.generated ?? '');
      return { response, name, group: 'generated' };
    }
    return { response, name: strategy ?? v.responseKind.exemplar ?? '', group: 'written' };
  });
  // Two options with the same name (e.g. two peer replies) are numbered.
  const seen = new Map<string, number>();
  return options.map((o) => {
    const n = (seen.get(o.name) ?? 0) + 1;
    seen.set(o.name, n);
    return n === 1 ? o : { ...o, name: `${o.name} (${n})` };
  });
}

const findStrategy = (options: readonly ResponseOption[], strategy: AdaptationStrategy, except?: number) =>
  options.find((o) => o.response.strategy === strategy && o.response.kind === 'exemplar' && o.response.id !== except) ??
  options.find((o) => o.response.strategy === strategy && o.response.id !== except);

/** Standard on one side and +cga on the other; otherwise the peer reply and the most adapted reply there is. */
export function defaultPair(options: readonly ResponseOption[]): [number, number] | null {
  if (options.length === 0) return null;
  const left = findStrategy(options, 'standard') ?? options.find((o) => o.response.kind === 'peer') ?? options[0]!;
  const leftId = left.response.id;
  const preferred: AdaptationStrategy[] = ['cga', 'annotation', 'guided', 'culture', 'standard'];
  const right =
    preferred.map((s) => findStrategy(options, s, leftId)).find((o) => o !== undefined) ??
    options.find((o) => o.response.id !== leftId) ??
    left;
  return [leftId, right.response.id];
}

/** The short help under a reply's name: what a peer reply is, or what its strategy does. */
export function responseHelp(response: LibraryResponse, t: TFunction, v: Vocab): string | null {
  if (response.kind === 'peer') return t('scenario:compare.peerHelp');
  return response.strategy ? (v.adaptationHelp[response.strategy] ?? null) : null;
}
