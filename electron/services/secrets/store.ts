// API keys and other secrets, kept in one file in the data folder, each value encrypted by a cipher:
// Electron's safeStorage (the OS keychain) in the desktop app, AES-256-GCM with a local key file in
// browser mode and the CLI. Secrets never travel to the renderer; only "is one set" does.
// A value that can no longer be decrypted (the key file was replaced, the folder was copied to another
// computer's keychain) is reported by name and refused with a clear error, never treated as absent.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../errors';

export type SecretCipher = {
  /** 'os-keychain' (Electron safeStorage) or 'encrypted-file' (a key file beside the data). */
  kind: 'os-keychain' | 'encrypted-file';
  /** Why the key file is used: browser mode or the command line, or a desktop without a keychain. */
  why?: 'browser-mode' | 'no-keychain' | null;
  encrypt: (plain: string) => string;
  decrypt: (sealed: string) => string;
  /** Reads values an earlier version sealed another way; they are re-sealed with encrypt on read. */
  decryptLegacy?: (sealed: string) => string;
};

export type SecretStorageInfo = {
  storage: SecretCipher['kind'];
  why: 'browser-mode' | 'no-keychain' | null;
  /** Names of stored secrets that cannot be decrypted here. */
  unreadable: string[];
};

export class SecretStore {
  private readonly path: string;

  constructor(
    dataDir: string,
    private readonly cipher: SecretCipher,
  ) {
    this.path = join(dataDir, 'secrets.json');
  }

  get kind(): SecretCipher['kind'] {
    return this.cipher.kind;
  }

  info(): SecretStorageInfo {
    return { storage: this.cipher.kind, why: this.cipher.why ?? null, unreadable: this.unreadable() };
  }

  /** Decrypts a sealed value, or null when neither the cipher nor an earlier way of sealing can. */
  private open(name: string, sealed: string): string | null {
    try {
      return this.cipher.decrypt(sealed);
    } catch {
      if (!this.cipher.decryptLegacy) return null;
      try {
        const plain = this.cipher.decryptLegacy(sealed);
        this.set(name, plain);
        return plain;
      } catch {
        return null;
      }
    }
  }

  /** Stored secrets that cannot be decrypted with this computer's key. */
  unreadable(): string[] {
    return Object.entries(this.read())
      .filter(([name, sealed]) => this.open(name, sealed) === null)
      .map(([name]) => name);
  }

  private read(): Record<string, string> {
    if (!existsSync(this.path)) return {};
    try {
      return JSON.parse(readFileSync(this.path, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  }

  private write(all: Record<string, string>): void {
    const temp = `${this.path}.tmp`;
    writeFileSync(temp, JSON.stringify(all, null, 2), { mode: 0o600 });
    renameSync(temp, this.path);
  }

  has(name: string): boolean {
    return Object.hasOwn(this.read(), name);
  }

  /** The secret, undefined when none is stored; throws when one is stored but cannot be decrypted. */
  get(name: string): string | undefined {
    const sealed = this.read()[name];
    if (sealed === undefined) return undefined;
    const plain = this.open(name, sealed);
    if (plain === null) {
      throw new AppError(
        'secret_unreadable',
        `The stored secret "${name}" cannot be read: the key that sealed it (${this.cipher.kind === 'os-keychain' ? "this computer's keychain" : 'secrets.key in the data folder'}) is not the one it was sealed with. Enter it again (for a judge: Settings → AI judges → Edit → API key).`,
        { name },
      );
    }
    return plain;
  }

  set(name: string, value: string): void {
    this.write({ ...this.read(), [name]: this.cipher.encrypt(value) });
  }

  delete(name: string): void {
    const all = this.read();
    delete all[name];
    this.write(all);
  }
}
