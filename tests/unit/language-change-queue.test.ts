// Quick language changes: saves run one after another, an overtaken change is not saved, and only the
// latest change's answer counts.
import { describe, expect, it } from 'vitest';
import { languageChangeQueue } from '../../renderer/app/language-change-queue';

const later = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('language change queue', () => {
  it('saves in order, skips changes overtaken before their turn, and applies only the latest answer', async () => {
    const queue = languageChangeQueue();
    const saved: string[] = [];
    const applied: string[] = [];
    const change = (language: string) => {
      const n = queue.begin();
      return queue.save(n, async (stillLatest) => {
        await later();
        saved.push(language);
        if (stillLatest()) applied.push(language);
      });
    };
    const de = change('de');
    await Promise.resolve(); // its save has started
    const ar = change('ar'); // overtaken by "en" before its turn: not saved
    const en = change('en');
    await Promise.all([de, ar, en]);
    expect(saved).toEqual(['de', 'en']);
    expect(applied).toEqual(['en']);
  });

  it('goes on after a failed save', async () => {
    const queue = languageChangeQueue();
    await expect(queue.save(queue.begin(), () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    const n = queue.begin();
    let ran = false;
    await queue.save(n, async () => {
      ran = true;
    });
    expect(ran).toBe(true);
    expect(queue.isLatest(n)).toBe(true);
  });
});
