// Settings persist in one JSON file (the file electron-store writes in the Electron shell) and survive restarts.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../../electron/services/settings/file-store';
import { SettingsService } from '../../electron/services/settings/service';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

describe('settings', () => {
  it('default to English and no last profile', () => {
    expect(new SettingsService(createFileStore(dir.path)).get()).toEqual({
      language: 'en',
      languageChosen: false,
      lastProfileId: null,
    });
  });

  it('survive a restart', () => {
    const first = new SettingsService(createFileStore(dir.path));
    first.setLanguage('ar');
    first.setLastProfile(7);
    first.setWindowBounds({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
    const second = new SettingsService(createFileStore(dir.path));
    expect(second.get()).toEqual({ language: 'ar', languageChosen: true, lastProfileId: 7 });
    expect(second.windowBounds()).toEqual({ x: 10, y: 20, width: 1200, height: 800, maximized: false });
    expect(JSON.parse(readFileSync(second.path, 'utf8'))).toMatchObject({ language: 'ar' });
  });

  it('fall back to defaults for hand-edited invalid values', () => {
    const store = createFileStore(dir.path);
    writeFileSync(store.path, JSON.stringify({ language: 'klingon', lastProfileId: 'x', windowBounds: { width: 5 } }));
    const settings = new SettingsService(createFileStore(dir.path));
    expect(settings.get()).toEqual({ language: 'en', languageChosen: false, lastProfileId: null });
    expect(settings.windowBounds()).toBeNull();
  });

  it('keep the file tab-indented JSON, remove a cleared value and leave no temporary file behind', () => {
    const store = createFileStore(dir.path);
    store.set('lastProfileId', 3);
    store.set('language', 'de');
    store.delete('lastProfileId');
    expect(readFileSync(store.path, 'utf8')).toBe('{\n\t"language": "de"\n}');
    expect(readdirSync(dir.path)).toEqual(['settings.json']);
  });

  it('refuse a damaged settings file instead of emptying it', () => {
    const store = createFileStore(dir.path);
    writeFileSync(store.path, '{"language": "de",');
    expect(() => store.get('language')).toThrow(SyntaxError);
    expect(() => store.set('language', 'en')).toThrow(SyntaxError);
    expect(readFileSync(store.path, 'utf8')).toBe('{"language": "de",');
  });
});
