// AES-256-GCM with a random key kept in its own file (mode 0600) in the data folder: secrets are not
// readable from secrets.json alone, and database backups never contain them.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SecretCipher } from './store';

function loadKey(dataDir: string): Buffer {
  const path = join(dataDir, 'secrets.key');
  if (existsSync(path)) {
    const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
  }
  const key = randomBytes(32);
  writeFileSync(path, key.toString('base64'), { mode: 0o600 });
  return key;
}

export function fileCipher(dataDir: string): SecretCipher {
  let key: Buffer | null = null;
  const getKey = () => (key ??= loadKey(dataDir));
  return {
    kind: 'encrypted-file',
    encrypt: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', getKey(), iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
    },
    decrypt: (sealed) => {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
      const decipher = createDecipheriv('aes-256-gcm', getKey(), iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
    },
  };
}
