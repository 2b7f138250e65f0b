// Selectable texts: the user's selection inside a container becomes a text range (a mouse drag may
// end outside the text; a keyboard selection, with caret browsing, ends when Shift is released). The
// browser's own selection is then cleared, so the caller draws the range as a pending highlight; and
// the attributes such a text carries.
import { useEffect, useEffectEvent, type RefObject } from 'react';
import type { TextLocale } from './textLocale';
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

/**
 * The attributes of a text the user selects words in: one Tab stop, a named group described by its
 * keyboard help, in the text's own direction and language.
 */
export function selectableTextProps(args: TextLocale & { label: string; describedBy: string }) {
  return {
    dir: args.dir,
    lang: args.lang,
    tabIndex: 0,
    role: 'group',
    'aria-label': args.label,
    'aria-describedby': args.describedBy,
  } as const;
}
