// Picks how API keys are sealed, and says why. Electron's safeStorage is used only where it is backed
// by a real OS keychain: on Linux without a Secret Service or KWallet it silently falls back to a
// fixed key built into Chromium ("basic_text"), which protects nothing, so the app then uses its own
// key file instead and the Settings screen says that no keychain is available. No 'electron' import:
// the desktop shell passes safeStorage in, tests pass a fake.
import { fileCipher } from './file-cipher';
import type { SecretCipher } from './store';

/** The parts of Electron's safeStorage this uses. getSelectedStorageBackend exists on Linux only. */
export type SafeStorageLike = {
  isEncryptionAvailable: () => boolean;
  getSelectedStorageBackend?: () => string;
  encryptString: (plain: string) => Buffer;
  decryptString: (sealed: Buffer) => string;
};

/** Linux backends that are no keychain at all: a fixed built-in key, or nothing could be chosen. */
const NO_KEYCHAIN_BACKENDS = new Set(['basic_text', 'unknown']);

export function chooseSecretCipher(
  safe: SafeStorageLike | null,
  dataDir: string,
  platform: NodeJS.Platform = process.platform,
): SecretCipher {
  if (!safe) return { ...fileCipher(dataDir), why: 'browser-mode' };
  const backend = platform === 'linux' ? (safe.getSelectedStorageBackend?.() ?? 'unknown') : null;
  const keychain = safe.isEncryptionAvailable() && (backend === null || !NO_KEYCHAIN_BACKENDS.has(backend));
  const viaSafeStorage = (sealed: string) => safe.decryptString(Buffer.from(sealed, 'base64'));
  if (keychain) {
    return {
      kind: 'os-keychain',
      why: null,
      encrypt: (plain) => safe.encryptString(plain).toString('base64'),
      decrypt: viaSafeStorage,
    };
  }
  // Keys an earlier version sealed with safeStorage's built-in key stay readable once, then move to the key file.
  return {
    ...fileCipher(dataDir),
    why: 'no-keychain',
    decryptLegacy: safe.isEncryptionAvailable() ? viaSafeStorage : undefined,
  };
}
