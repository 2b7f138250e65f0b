// The CI step that maps a maintainer's signing secrets to electron-builder's variables: unsigned
// when absent (said in one line), a clear failure when half configured, values only in $GITHUB_ENV.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envFileLines, signingEnv } from '../../packaging/signing-env.js';
import { makeTempDir } from '../helpers/temp-dir';

const script = join(import.meta.dirname, '..', '..', 'packaging', 'signing-env.js');
const macSecrets = {
  MAC_CERTIFICATE_P12_BASE64: 'TUlJQ2V3\nSUJBREFO\n',
  MAC_CERTIFICATE_PASSWORD: 'p12-pass',
  APPLE_API_KEY_P8: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
  APPLE_API_KEY_ID: 'KEY123',
  APPLE_API_ISSUER: 'issuer-uuid',
};

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => (dir = makeTempDir()));
afterEach(() => dir.remove());

describe('signing secrets', () => {
  it('without secrets: unsigned builds, and macOS does not go looking for a keychain identity', () => {
    expect(signingEnv('mac', {}, dir.path)).toEqual({
      vars: { CSC_IDENTITY_AUTO_DISCOVERY: 'false' },
      summary: [expect.stringMatching(/not signed/), expect.stringMatching(/not notarised/)],
    });
    expect(signingEnv('win', { WIN_CERTIFICATE_PFX_BASE64: '  ' }, dir.path)).toEqual({
      vars: {},
      summary: [expect.stringMatching(/not signed/)],
    });
    expect(signingEnv('linux', {}, dir.path).vars).toEqual({});
  });

  it('macOS: certificate for signing, App Store Connect key file for notarisation', () => {
    const { vars } = signingEnv('mac', macSecrets, dir.path);
    expect(vars).toEqual({
      CSC_LINK: 'TUlJQ2V3SUJBREFO',
      CSC_KEY_PASSWORD: 'p12-pass',
      APPLE_API_KEY: join(dir.path, 'AuthKey_KEY123.p8'),
      APPLE_API_KEY_ID: 'KEY123',
      APPLE_API_ISSUER: 'issuer-uuid',
    });
    expect(readFileSync(vars.APPLE_API_KEY!, 'utf8')).toContain('BEGIN PRIVATE KEY');
    if (process.platform !== 'win32') expect(statSync(vars.APPLE_API_KEY!).mode & 0o777).toBe(0o600);
  });

  it('Windows: the certificate signs installer and app', () => {
    expect(
      signingEnv('win', { WIN_CERTIFICATE_PFX_BASE64: 'UEZY', WIN_CERTIFICATE_PASSWORD: 'pfx-pass' }, dir.path).vars,
    ).toEqual({ WIN_CSC_LINK: 'UEZY', WIN_CSC_KEY_PASSWORD: 'pfx-pass' });
  });

  it('refuses half-configured secrets instead of shipping unsigned by accident', () => {
    expect(() => signingEnv('mac', { MAC_CERTIFICATE_P12_BASE64: 'x' }, dir.path)).toThrow(
      /MAC_CERTIFICATE_PASSWORD missing/,
    );
    expect(() => signingEnv('mac', { ...macSecrets, APPLE_API_ISSUER: '' }, dir.path)).toThrow(
      /APPLE_API_ISSUER missing/,
    );
    const { MAC_CERTIFICATE_P12_BASE64: _a, MAC_CERTIFICATE_PASSWORD: _b, ...keyOnly } = macSecrets;
    expect(() => signingEnv('mac', keyOnly, dir.path)).toThrow(/Notarisation needs a signed app/);
    expect(() => signingEnv('beos', {}, dir.path)).toThrow(/Unknown platform/);
  });

  it('writes multi-line-safe entries that a value cannot break out of', () => {
    const text = envFileLines({ A: 'line1\nEOF\nB=injected', C: 'plain' });
    const blocks = [...text.matchAll(/^(\w+)<<(EOF_[0-9a-f]{24})\n([\s\S]*?)\n\2\n/gm)].map((m) => [m[1], m[3]]);
    expect(blocks).toEqual([
      ['A', 'line1\nEOF\nB=injected'],
      ['C', 'plain'],
    ]);
  });

  it('as the workflow runs it: appends to $GITHUB_ENV, prints no secret, fails on bad input', () => {
    const envFile = join(dir.path, 'github_env');
    writeFileSync(envFile, '');
    const env = { PATH: process.env.PATH, GITHUB_ENV: envFile, RUNNER_TEMP: dir.path, ...macSecrets };
    const printed = execFileSync(process.execPath, [script, 'mac'], { env, encoding: 'utf8' });
    expect(printed).toMatch(/signing with the Developer ID certificate/);
    expect(printed).not.toContain('p12-pass');
    expect(readFileSync(envFile, 'utf8')).toMatch(/^CSC_KEY_PASSWORD<<EOF_\w+\np12-pass\n/m);

    const failed = spawnSync(process.execPath, [script, 'mac'], {
      env: { ...env, MAC_CERTIFICATE_PASSWORD: '' },
      encoding: 'utf8',
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/incomplete/);
  });
});
