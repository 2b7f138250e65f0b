// Turns the user's text selection inside a container into a text range: a mouse drag may end outside
// the text, and a keyboard selection (caret browsing) ends when Shift is released. The browser's own
// selection is cleared once the range is reported, so the caller draws it as a pending highlight.
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { selectionRange, type TextRange } from '../../screens/editor/annotations/selectionOffsets';

type Options = {
  /** Off: no listeners (a read-only text). */
  enabled?: boolean;
  /** Called on every mouse press anywhere, before a new drag starts. */
  onPress?: () => void;
};

export function useSelectionCapture(
  ref: RefObject<HTMLElement | null>,
  text: string,
  onRange: ((range: TextRange) => void) | undefined,
  { enabled = true, onPress }: Options = {},
): void {
  const capture = useEffectEvent(() => {
    const container = ref.current;
    if (!container || !onRange) return;
    const selection = window.getSelection();
    const range = selectionRange(container, selection, text);
    if (!range) return;
    selection?.removeAllRanges();
    onRange(range);
  });
  const press = useEffectEvent(() => onPress?.());
  useEffect(() => {
    if (!enabled) return;
    const onUp = () => capture();
    const onDown = () => press();
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Shift') capture();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('mouseup', onUp);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('mouseup', onUp);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled]);
}
