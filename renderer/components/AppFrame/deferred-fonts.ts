// Font faces the first screen can do without, registered once it is drawn (the app's frame asks, after
// its first paint): Chinese (Noto Sans SC) has about 200 of them, and registering them in the first
// stylesheet slowed every start. Chinese text drawn before they arrive shows in a system font for a
// moment, as it did before while the font files themselves loaded (font-display: swap).
import chineseFontsUrl from '../../styles/fonts-chinese.css?url';

const MARK = 'data-deferred-fonts';

/** Adds the deferred font stylesheet to the page once (later calls do nothing). */
export function loadDeferredFonts(doc: Document = document): void {
  if (doc.head.querySelector(`link[${MARK}]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = chineseFontsUrl;
  link.setAttribute(MARK, 'zh');
  doc.head.append(link);
}

/** Adds the deferred font stylesheet after the next paint (so not inside the frame being drawn). */
export function loadDeferredFontsAfterPaint(): void {
  requestAnimationFrame(() => setTimeout(() => loadDeferredFonts(), 0));
}
