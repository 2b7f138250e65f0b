// Where API keys are sealed, said honestly: Electron's safeStorage only when it has a real keychain
// (on Linux without one it falls back to a fixed built-in key, "basic_text"), the encrypted key file
// otherwise; and a stored key that can no longer be decrypted is reported, never silently dropped.
// Electron itself cannot run here: safeStorage is a fake with the same methods.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServices } from '../../electron/services/app-services';
import { chooseSecretCipher, type SafeStorageLike } from '../../electron/services/secrets/choose-cipher';
import { fileCipher } from '../../electron/services/secrets/file-cipher';
import { SecretStore } from '../../electron/services/secrets/store';
import { startChatServer, type ChatServer } from '../fixtures/chat-server';
import { memoryStore } from '../helpers/services';
import { makeTempDir } from '../helpers/temp-dir';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

/** A stand-in for Electron's safeStorage: reversible "encryption" tagged with the backend's name. */
function fakeSafeStorage(backend: string | null, available = true): SafeStorageLike {
  return {
    isEncryptionAvailable: () => available,
    ...(backend === null ? {} : { getSelectedStorageBackend: () => backend }),
    encryptString: (plain) => Buffer.from(`${backend ?? 'mac'}:${plain}`),
    decryptString: (sealed) => {
      const text = sealed.toString();
      const prefix = `${backend ?? 'mac'}:`;
      if (!text.startsWith(prefix))
        throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
      return text.slice(prefix.length);
    },
  };
}

describe('choosing how secrets are sealed', () => {
  it('uses the OS keychain where Electron has one (GNOME keyring, KWallet, macOS, Windows)', () => {
    for (const [backend, platform] of [
      ['gnome_libsecret', 'linux'],
      ['kwallet5', 'linux'],
      [null, 'darwin'],
      [null, 'win32'],
    ] as const) {
      const cipher = chooseSecretCipher(fakeSafeStorage(backend), dir.path, platform);
      expect(cipher).toMatchObject({ kind: 'os-keychain', why: null });
    }
  });

  it('on Linux without a keyring (basic_text) says so and uses the key file instead', () => {
    const cipher = chooseSecretCipher(fakeSafeStorage('basic_text'), dir.path, 'linux');
    expect(cipher).toMatchObject({ kind: 'encrypted-file', why: 'no-keychain' });
    expect(chooseSecretCipher(fakeSafeStorage('unknown'), dir.path, 'linux')).toMatchObject({ why: 'no-keychain' });
    expect(chooseSecretCipher(fakeSafeStorage(null, false), dir.path, 'darwin')).toMatchObject({
      kind: 'encrypted-file',
      why: 'no-keychain',
    });
    expect(chooseSecretCipher(null, dir.path, 'linux')).toMatchObject({ kind: 'encrypted-file', why: 'browser-mode' });
  });

  it('keys sealed earlier with basic_text are still read, and moved to the key file', () => {
    const safe = fakeSafeStorage('basic_text');
    // What an earlier version wrote: safeStorage with the built-in key.
    writeFileSync(
      join(dir.path, 'secrets.json'),
      JSON.stringify({ 'judge:cloud': safe.encryptString('sk-old-key').toString('base64') }),
    );
    const store = new SecretStore(dir.path, chooseSecretCipher(safe, dir.path, 'linux'));
    expect(store.get('judge:cloud')).toBe('sk-old-key');
    // Re-sealed with the key file: readable without safeStorage now.
    expect(new SecretStore(dir.path, fileCipher(dir.path)).get('judge:cloud')).toBe('sk-old-key');
  });
});

describe('a stored key that cannot be decrypted', () => {
  it('is reported by name and refused with a clear error instead of being sent as no key', () => {
    new SecretStore(dir.path, fileCipher(dir.path)).set('judge:cloud', 'sk-test-123');
    // The key file was replaced (a data folder copied without it, or restored from elsewhere).
    writeFileSync(join(dir.path, 'secrets.key'), Buffer.alloc(32, 7).toString('base64'));
    const store = new SecretStore(dir.path, fileCipher(dir.path));
    expect(store.has('judge:cloud')).toBe(true);
    expect(store.unreadable()).toEqual(['judge:cloud']);
    expect(() => store.get('judge:cloud')).toThrow(/cannot be read/);
    try {
      store.get('judge:cloud');
    } catch (error) {
      expect(error).toMatchObject({ code: 'secret_unreadable' });
    }
  });

  describe('in the app', () => {
    let server: ChatServer;
    beforeEach(async () => (server = await startChatServer()));
    afterEach(async () => server.close());

    it('Settings lists the judge whose key is unreadable, and testing it says why', async () => {
      const settingsStore = memoryStore();
      let s = startServices({ dataDir: dir.path, shell: 'browser', settingsStore });
      const me = await s.dispatch('profiles.create', {
        displayName: 'Dr. W',
        role: 'instructor',
        passcode: 'teach-123',
      });
      const id = (me as { value: { id: number } }).value.id;
      await s.dispatch('session.switch', { profileId: id, passcode: 'teach-123' });
      const saved = await s.dispatch('judges.save', {
        label: 'Cloud',
        baseUrl: server.baseUrl,
        model: 'fixture-model',
        apiKey: 'sk-test-123',
        defaultFor: [],
      });
      expect(saved.ok).toBe(true);
      expect(await s.dispatch('secrets.info', {})).toEqual({
        ok: true,
        value: { storage: 'encrypted-file', why: 'browser-mode', unreadableJudges: [] },
      });
      s.stop();
      writeFileSync(join(dir.path, 'secrets.key'), Buffer.alloc(32, 9).toString('base64'));
      s = startServices({ dataDir: dir.path, shell: 'browser', settingsStore });
      await s.dispatch('session.switch', { profileId: id, passcode: 'teach-123' });
      try {
        expect(await s.dispatch('secrets.info', {})).toMatchObject({
          ok: true,
          value: { unreadableJudges: ['cloud'] },
        });
        const tested = await s.dispatch('judges.test', { id: 'cloud' });
        expect(JSON.stringify(tested)).toMatch(/secret_unreadable|cannot be read/);
        // Nothing was sent to the server without the key.
        expect(server.chatRequests()).toHaveLength(0);
      } finally {
        s.stop();
      }
    });
  });
});
