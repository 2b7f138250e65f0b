// axe-core in the page (WCAG 2.0/2.1/2.2 A and AA rules): fails with each violation's rule, help text
// and the elements it found, so a failing run says what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the whole page and expects no violations; `label` names the screen and state in the failure. */
export async function expectAxeClean(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n` +
      v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ') ?? ''}`)
        .join('\n'),
  );
  expect.soft(found, `axe on ${label}`).toEqual([]);
}
