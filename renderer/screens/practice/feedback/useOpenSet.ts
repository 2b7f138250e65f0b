// Which of a list's folded rationales are open, so one control can open or close them all while
// each keeps its own toggle.
import { useToggleSet } from '../../../components/useToggleSet';

export function useOpenSet(ids: readonly string[]) {
  const { members: open, toggle: setOne, reset } = useToggleSet<string>();
  const allOpen = ids.length > 0 && ids.every((id) => open.has(id));
  const toggleAll = () => reset(allOpen ? [] : ids);
  return { isOpen: (id: string) => open.has(id), setOne, allOpen, toggleAll };
}
