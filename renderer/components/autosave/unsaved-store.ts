// Typing not yet saved, kept in the browser's storage for this app (localStorage) until the services
// have stored it: a tab whose saves are refused (browser mode restarted with a new token, the host
// gone) keeps what was typed across a reload. Cleared once saved, and all of it at sign-out, so a
// shared lab computer keeps nothing.
const PREFIX = 'culturecare.unsaved.';

/** The storage to use, or null where there is none (or it is blocked). */
function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function keepUnsaved(key: string, value: unknown, storage = defaultStorage()): void {
  try {
    storage?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the autosave still retries; nothing else to do.
  }
}

export function readUnsaved<T>(key: string, storage = defaultStorage()): T | undefined {
  const text = storage?.getItem(PREFIX + key);
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

export function clearUnsaved(key: string, storage = defaultStorage()): void {
  storage?.removeItem(PREFIX + key);
}

/** Removes every kept value (sign-out). */
export function clearAllUnsaved(storage = defaultStorage()): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
