// Typing kept in the browser's storage until saved: kept per key, read back, cleared per key once
// saved, all of it at sign-out, and nothing breaks when storage is missing or refuses writes.
import { describe, expect, it } from 'vitest';
import {
  clearAllUnsaved,
  clearUnsaved,
  keepUnsaved,
  readUnsaved,
} from '../../renderer/components/autosave/unsaved-store';

/** A Storage over a Map, like the browser's localStorage. */
function memoryStorage(refuse = false): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (refuse) throw new Error('QuotaExceededError');
      data.set(k, String(v));
    },
    removeItem: (k) => void data.delete(k),
    clear: () => data.clear(),
  };
}

describe('unsaved typing in the browser', () => {
  it('keeps, reads back and clears a value per key', () => {
    const storage = memoryStorage();
    keepUnsaved('draft:7', 'Half a sentence', storage);
    keepUnsaved('draft:8', 'Another', storage);
    expect(readUnsaved<string>('draft:7', storage)).toBe('Half a sentence');
    clearUnsaved('draft:7', storage);
    expect(readUnsaved('draft:7', storage)).toBeUndefined();
    expect(readUnsaved('draft:8', storage)).toBe('Another');
  });

  it('clears everything it kept at sign-out, and leaves other keys alone', () => {
    const storage = memoryStorage();
    storage.setItem('culturecare.restoredFrom', 'backup.sqlite3');
    keepUnsaved('draft:1', 'a', storage);
    keepUnsaved('critique:1', { text: 'b' }, storage);
    clearAllUnsaved(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('culturecare.restoredFrom')).toBe('backup.sqlite3');
  });

  it('survives a missing or full storage and a damaged entry', () => {
    expect(() => keepUnsaved('draft:1', 'a', memoryStorage(true))).not.toThrow();
    expect(readUnsaved('draft:1', null)).toBeUndefined();
    const storage = memoryStorage();
    storage.setItem('culturecare.unsaved.draft:2', '{not json');
    expect(readUnsaved('draft:2', storage)).toBeUndefined();
  });
});
