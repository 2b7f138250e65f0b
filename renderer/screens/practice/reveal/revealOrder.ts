// The replies of the reveal in teaching order: Standard, then the adaptations from least to most
// adapted (+culture, +guided, +annotation, +cga), then the peer reply, then anything generated.
import type { TFunction } from 'i18next';
import type { LibraryResponse } from '../../../../shared/domain/library';
import { ADAPTATION_STRATEGIES } from '../../../../shared/domain/vocabulary';
import type { Vocab } from '../../../components/vocab';
import { responseOptions, type ResponseOption } from '../../scenario/responseOptions';

const rank = (option: ResponseOption): number => {
  const { kind, strategy } = option.response;
  if (kind === 'exemplar') return strategy ? ADAPTATION_STRATEGIES.indexOf(strategy) : ADAPTATION_STRATEGIES.length;
  if (kind === 'peer') return ADAPTATION_STRATEGIES.length + 1;
  return ADAPTATION_STRATEGIES.length + 2;
};

export function revealOrder(responses: readonly LibraryResponse[], t: TFunction, v: Vocab): ResponseOption[] {
  return responseOptions(responses, t, v)
    .map((option, index) => ({ option, index }))
    .sort((a, b) => rank(a.option) - rank(b.option) || a.index - b.index)
    .map(({ option }) => option);
}
