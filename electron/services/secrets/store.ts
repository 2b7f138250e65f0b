// API keys and other secrets, kept in one file in the data folder, each value encrypted by a cipher:
// Electron's safeStorage (the OS keychain) in the desktop app, AES-256-GCM with a local key file in
// browser mode and the CLI. Secrets never travel to the renderer; only "is one set" does.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type SecretCipher = {
  /** 'os-keychain' (Electron safeStorage) or 'encrypted-file' (a key file beside the data). */
  kind: 'os-keychain' | 'encrypted-file';
  encrypt: (plain: string) => string;
  decrypt: (sealed: string) => string;
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

  get(name: string): string | undefined {
    const sealed = this.read()[name];
    if (sealed === undefined) return undefined;
    try {
      return this.cipher.decrypt(sealed);
    } catch {
      return undefined;
    }
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
