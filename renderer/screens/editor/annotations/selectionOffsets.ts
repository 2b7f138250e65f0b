// Maps a DOM Selection inside the annotated text to text offsets: each segment element carries data-start.
export type TextRange = { start: number; end: number };

/** Offset in the text of a DOM point (node + offset) inside the container. */
function pointOffset(container: HTMLElement, node: Node, offset: number): number {
  const range = document.createRange();
  if (!container.contains(node)) {
    // The selection runs past the container: clamp to its start or its end.
    const following = container.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING;
    return following ? (container.textContent?.length ?? 0) : 0;
  }
  const element = node instanceof Element ? node : node.parentElement;
  const segment = element?.closest<HTMLElement>('[data-start]');
  if (segment && container.contains(segment)) {
    range.setStart(segment, 0);
    range.setEnd(node, offset);
    return Number(segment.dataset.start) + range.toString().length;
  }
  range.setStart(container, 0);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** Ordered and trimmed of surrounding whitespace; null when nothing but whitespace is selected. */
export function trimRange(text: string, a: number, b: number): TextRange | null {
  let start = Math.max(0, Math.min(a, b));
  let end = Math.min(text.length, Math.max(a, b));
  while (start < end && /\s/u.test(text[start]!)) start++;
  while (end > start && /\s/u.test(text[end - 1]!)) end--;
  return end > start ? { start, end } : null;
}

export function selectionRange(container: HTMLElement, selection: Selection | null, text: string): TextRange | null {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const { anchorNode, focusNode } = selection;
  if (!anchorNode || !focusNode) return null;
  if (!selection.getRangeAt(0).intersectsNode(container)) return null;
  return trimRange(
    text,
    pointOffset(container, anchorNode, selection.anchorOffset),
    pointOffset(container, focusNode, selection.focusOffset),
  );
}
