// Settings persist in the conf-backed file (the store electron-store wraps) and survive restarts.
import { readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConfStore } from '../../electron/services/settings/conf-store';
import { SettingsService } from '../../electron/services/settings/service';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

describe('settings', () => {
  it('default to English and no last profile', () => {
    expect(new SettingsService(createConfStore(dir.path)).get()).toEqual({
      language: 'en',
      languageChosen: false,
      lastProfileId: null,
    });
  });

  it('survive a restart', () => {
    const first = new SettingsService(createConfStore(dir.path));
    first.setLanguage('ar');
    first.setLastProfile(7);
    first.setWindowBounds({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
    const second = new SettingsService(createConfStore(dir.path));
    expect(second.get()).toEqual({ language: 'ar', languageChosen: true, lastProfileId: 7 });
    expect(second.windowBounds()).toEqual({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
    expect(JSON.parse(readFileSync(second.path, 'utf8'))).toMatchObject({ language: 'ar' });
  });

  it('fall back to defaults for hand-edited invalid values', () => {
    const store = createConfStore(dir.path);
    writeFileSync(store.path, JSON.stringify({ language: 'klingon', lastProfileId: 'x', windowBounds: { width: 5 } }));
    const settings = new SettingsService(createConfStore(dir.path));
    expect(settings.get()).toEqual({ language: 'en', languageChosen: false, lastProfileId: null });
    expect(settings.windowBounds()).toBeNull();
  });
});
