// CI step: turns the signing secrets a maintainer stored in the repository (if any) into the
// environment variables electron-builder reads, appended to $GITHUB_ENV. Absent secrets mean an
// unsigned build, said in one line; half-configured secrets fail the job instead of shipping by
// accident without a signature. Values are written only to the env file, never printed.
// Usage (GitHub Actions): node packaging/signing-env.js <mac|win|linux>
import { randomBytes } from 'node:crypto';
import { appendFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The repository secrets this step reads (the workflow passes exactly these). */
export const SECRET_NAMES = [
  'MAC_CERTIFICATE_P12_BASE64',
  'MAC_CERTIFICATE_PASSWORD',
  'APPLE_API_KEY_P8',
  'APPLE_API_KEY_ID',
  'APPLE_API_ISSUER',
  'WIN_CERTIFICATE_PFX_BASE64',
  'WIN_CERTIFICATE_PASSWORD',
];

const present = (env, name) => typeof env[name] === 'string' && env[name].trim() !== '';
const compact = (value) => value.replace(/\s+/g, '');

/**
 * @param {'mac' | 'win' | 'linux'} platform
 * @param {Record<string, string | undefined>} env the secrets, under the names documented in the README
 * @param {string} tempDir where the App Store Connect key file may be written
 * @returns {{ vars: Record<string, string>, summary: string[] }}
 */
export function signingEnv(platform, env, tempDir) {
  const vars = {};
  const summary = [];
  if (platform === 'mac') {
    const certificate = ['MAC_CERTIFICATE_P12_BASE64', 'MAC_CERTIFICATE_PASSWORD'];
    const apiKey = ['APPLE_API_KEY_P8', 'APPLE_API_KEY_ID', 'APPLE_API_ISSUER'];
    const hasCertificate = requireAllOrNone(env, certificate);
    const hasApiKey = requireAllOrNone(env, apiKey);
    if (hasCertificate) {
      vars.CSC_LINK = compact(env.MAC_CERTIFICATE_P12_BASE64);
      vars.CSC_KEY_PASSWORD = env.MAC_CERTIFICATE_PASSWORD;
      summary.push('macOS: signing with the Developer ID certificate from the repository secrets.');
    } else {
      vars.CSC_IDENTITY_AUTO_DISCOVERY = 'false';
      summary.push('macOS: no certificate secrets, so the app is not signed (Gatekeeper will warn on first start).');
    }
    if (hasApiKey) {
      if (!hasCertificate) throw new Error('Notarisation needs a signed app: add the certificate secrets too.');
      const keyFile = join(tempDir, `AuthKey_${env.APPLE_API_KEY_ID.trim()}.p8`);
      writeFileSync(keyFile, env.APPLE_API_KEY_P8.trim() + '\n', { mode: 0o600 });
      vars.APPLE_API_KEY = keyFile;
      vars.APPLE_API_KEY_ID = env.APPLE_API_KEY_ID.trim();
      vars.APPLE_API_ISSUER = env.APPLE_API_ISSUER.trim();
      summary.push('macOS: notarising with the App Store Connect API key.');
    } else {
      summary.push('macOS: no App Store Connect key secrets, so the app is not notarised.');
    }
  } else if (platform === 'win') {
    if (requireAllOrNone(env, ['WIN_CERTIFICATE_PFX_BASE64', 'WIN_CERTIFICATE_PASSWORD'])) {
      vars.WIN_CSC_LINK = compact(env.WIN_CERTIFICATE_PFX_BASE64);
      vars.WIN_CSC_KEY_PASSWORD = env.WIN_CERTIFICATE_PASSWORD;
      summary.push('Windows: signing the installer and the app with the certificate from the repository secrets.');
    } else {
      summary.push('Windows: no certificate secrets, so the installer is not signed (SmartScreen will warn).');
    }
  } else if (platform === 'linux') {
    summary.push('Linux: AppImage and deb are not signed (distributions verify packages by their own repositories).');
  } else {
    throw new Error(`Unknown platform "${platform}": use mac, win or linux.`);
  }
  return { vars, summary };
}

function requireAllOrNone(env, names) {
  const set = names.filter((name) => present(env, name));
  if (set.length === 0) return false;
  if (set.length < names.length) {
    const missing = names.filter((name) => !set.includes(name));
    throw new Error(`Signing secrets are incomplete: ${set.join(', ')} set but ${missing.join(', ')} missing.`);
  }
  return true;
}

/** GitHub's multi-line syntax with a random delimiter, so no value can end the block early. */
export function envFileLines(vars) {
  return Object.entries(vars)
    .map(([name, value]) => {
      const delimiter = `EOF_${randomBytes(12).toString('hex')}`;
      return `${name}<<${delimiter}\n${value}\n${delimiter}\n`;
    })
    .join('');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const { vars, summary } = signingEnv(process.argv[2], process.env, process.env.RUNNER_TEMP ?? process.cwd());
    if (Object.keys(vars).length > 0) {
      if (!process.env.GITHUB_ENV) throw new Error('GITHUB_ENV is not set: run this inside GitHub Actions.');
      appendFileSync(process.env.GITHUB_ENV, envFileLines(vars));
    }
    for (const line of summary) console.log(line);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
