// `culturecare serve`: runs a class server for a whole course — every person signs in with their
// own account on their own device. HTTPS built in (--tls-cert/--tls-key) or behind a reverse proxy
// (--trust-proxy with --public-url); the first instructor comes from this console, never the web.
import type { Command } from 'commander';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { displayNameSchema } from '../../shared/domain/profile';
import { emailSchema } from '../../shared/domain/accounts';
import { startServices } from '../services/app-services';
import { issueJoinCode } from '../services/accounts/join-codes';
import { AppError } from '../services/errors';
import { appRootFrom, builtInLibraryDir, resolveDataDir } from '../services/paths';
import * as profiles from '../services/profiles/queries';
import { createFileStore } from '../services/settings/file-store';
import { isLoopback } from '../web/class/allowed-hosts';
import { startClassServer } from '../web/class/server';
import type { GlobalOptions } from './context';

type ServeOptions = {
  host: string;
  port: string;
  tlsCert?: string;
  tlsKey?: string;
  publicUrl?: string;
  trustProxy?: boolean;
  initInstructor?: string;
  initEmail?: string;
};

function readPem(path: string, what: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new AppError('invalid_request', `Cannot read the TLS ${what} ${path}: ${(error as Error).message}`);
  }
}

function parsePublicUrl(value: string | undefined): URL | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new AppError(
      'invalid_request',
      `--public-url must be a full address such as https://cc.example.edu/, not "${value}".`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AppError('invalid_request', '--public-url must start with https:// (or http:// for a test).');
  return url;
}

export function addServeCommand(program: Command, globals: () => GlobalOptions): void {
  program
    .command('serve')
    .description('run a class server: one installation for a whole course, every person signed in on their own device')
    .option('--host <address>', 'address to listen on (0.0.0.0 for every network interface)', '127.0.0.1')
    .option('--port <n>', 'port to listen on', '8443')
    .option('--tls-cert <file>', 'TLS certificate (PEM) for HTTPS')
    .option('--tls-key <file>', 'TLS private key (PEM) for HTTPS')
    .option(
      '--public-url <url>',
      'the address people open, e.g. https://culturecare.example.edu/ (sets the allowed host name)',
    )
    .option('--trust-proxy', 'the server sits behind a reverse proxy (Caddy, nginx) that terminates HTTPS')
    .option('--init-instructor <name>', 'create the first instructor account and print its one-time join code')
    .option('--init-email <email>', 'email for --init-instructor')
    .action(async (o: ServeOptions) => {
      if (!!o.tlsCert !== !!o.tlsKey)
        throw new AppError('invalid_request', 'Give both --tls-cert and --tls-key, or neither.');
      const port = Number(o.port);
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new AppError('invalid_request', `"${o.port}" is not a port number.`);
      const publicUrl = parsePublicUrl(o.publicUrl);
      const tls =
        o.tlsCert && o.tlsKey ? { cert: readPem(o.tlsCert, 'certificate'), key: readPem(o.tlsKey, 'key') } : undefined;
      const appRoot = appRootFrom(import.meta.url);
      const rendererDir = join(appRoot, 'dist', 'renderer');
      if (!existsSync(join(rendererDir, 'index.html')))
        throw new AppError('invalid_request', 'The app is not built yet: run `npm run build` first.');
      const dataDir = resolveDataDir({ explicit: globals().dataDir });
      const services = startServices({
        dataDir,
        shell: 'browser',
        mode: 'server',
        settingsStore: createFileStore(dataDir),
        libraryDir: builtInLibraryDir(appRoot),
      });
      const server = await startClassServer({
        services,
        rendererDir,
        bindHost: o.host,
        port,
        tls,
        publicUrl,
        trustProxy: !!o.trustProxy,
      });
      console.log(`CultureCare Trainer class server is running. Give people this address:\n${server.url}`);
      console.log(`Data folder: ${dataDir}`);
      // The coaching analyzer loads now, so a class that starts drafting together does not wait for it.
      services.warmAnalyzer().catch((error: unknown) => {
        console.warn(`The coaching analyzer could not load; drafts get no coaching: ${(error as Error).message}`);
      });
      if (!isLoopback(o.host) && !tls && !o.trustProxy) {
        console.warn(
          'WARNING: this server listens on the network without HTTPS. Passwords and replies would cross the network unencrypted. Use --tls-cert and --tls-key, or run it behind a reverse proxy with --trust-proxy.',
        );
      }
      if (!isLoopback(o.host) && !publicUrl)
        console.warn('Note: without --public-url only the listening address itself is accepted as the host name.');
      const invite = (profileId: number, name: string) => {
        const { code, expiresAt } = issueJoinCode(services.db, profileId, null);
        console.log(`Join code for ${name}: ${code} (valid until ${expiresAt.slice(0, 10)})`);
        console.log(`Or open: ${new URL(`#/join?code=${code}`, server.url).toString()}`);
      };
      if (o.initInstructor) {
        const name = displayNameSchema.parse(o.initInstructor);
        const email = o.initEmail ? emailSchema.parse(o.initEmail) : null;
        const existing = profiles.findProfileByLogin(services.db, name);
        if (existing && existing.role !== 'instructor')
          throw new AppError('conflict', `"${name}" already has an account that is not an instructor's.`);
        const profileId =
          existing?.id ??
          profiles.insertProfile(services.db, {
            displayName: name,
            role: 'instructor',
            passcodeHash: null,
            cohort: null,
            email,
            joinPending: true,
          }).id;
        if (!existing || existing.joinPending) invite(profileId, name);
        else console.log(`${name} already has an instructor account; sign in with its password.`);
      } else {
        const setup = services.accounts.consoleSetupCode();
        if (setup)
          console.log(
            `No instructor account yet. Open the address above, choose "Set up this server" and enter this setup code: ${setup}\n(or restart with --init-instructor "Your Name").`,
          );
      }
      const shutdown = () =>
        void server.close().then(() => {
          services.stop();
          process.exit(0);
        });
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
      await new Promise(() => undefined);
    });
}
