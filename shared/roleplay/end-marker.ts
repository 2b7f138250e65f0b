// The help-seeker signals a natural end of the conversation with a marker line the service strips:
// the final line `[[END]]`. While a reply streams in, a marker that is only half there is hidden too.

export const END_MARKER = '[[END]]';

const MARKER = /\[\[\s*end\s*\]\]/giu;

/** The reply without any end marker, and whether one was there. */
export function stripEndMarker(text: string): { text: string; ended: boolean } {
  const ended = new RegExp(MARKER.source, MARKER.flags).test(text);
  return { text: text.replace(MARKER, '').trim(), ended };
}

/** What to show of a reply still streaming in: no marker, not even the first characters of one. */
export function visibleStreamText(text: string): string {
  let visible = text.replace(MARKER, '');
  for (let n = END_MARKER.length - 1; n > 0; n--) {
    if (visible.toUpperCase().endsWith(END_MARKER.slice(0, n))) {
      visible = visible.slice(0, visible.length - n);
      break;
    }
  }
  return visible.trimEnd();
}
