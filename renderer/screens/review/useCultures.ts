// The cultures (for translated names of the built-in ones); empty until they arrive.
import type { Culture } from '../../../shared/domain/library';
import { useApiQuery } from '../../api/hooks';

const NONE: Culture[] = [];

export function useCultures(): Culture[] {
  return useApiQuery('cultures.list', {}).data ?? NONE;
}
