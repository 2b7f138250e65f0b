// A class server on loopback for tests: real services in server mode, a tiny renderer folder, and
// browser-like clients that keep their own session cookie.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServices, type AppServices } from '../../electron/services/app-services';
import type { SessionLimits } from '../../electron/services/accounts/web-sessions';
import { startClassServer, type ClassServer } from '../../electron/web/class/server';
import { memoryStore } from './services';
import { makeTempDir } from './temp-dir';

export type TestClassServer = {
  services: AppServices;
  server: ClassServer;
  base: string;
  client: () => Client;
  stop: () => Promise<void>;
};

export type ApiAnswer = { ok: boolean; value?: unknown; error?: { code: string; message: string; details?: unknown } };

/** One browser: its own cookie, sending what the app sends. */
export class Client {
  cookie: string | null = null;

  constructor(private readonly base: string) {}

  async call(
    method: string,
    body: unknown = {},
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer & { status: number }> {
    const res = await fetch(`${this.base}/api/call/${method}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-CultureCare': '1',
        ...(this.cookie ? { Cookie: this.cookie } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    return { status: res.status, ...((await res.json()) as ApiAnswer) };
  }

  async value<T>(method: string, body: unknown = {}): Promise<T> {
    const answer = await this.call(method, body);
    if (!answer.ok) throw new Error(`${method} failed: ${answer.error?.code} ${answer.error?.message}`);
    return answer.value as T;
  }
}

export async function startTestClassServer(
  options: { sessionLimits?: SessionLimits; libraryDir?: string } = {},
): Promise<TestClassServer> {
  const data = makeTempDir();
  const renderer = makeTempDir();
  writeFileSync(join(renderer.path, 'index.html'), '<!doctype html><title>app</title>');
  mkdirSync(join(renderer.path, 'assets'));
  const services = startServices({
    dataDir: data.path,
    shell: 'browser',
    mode: 'server',
    settingsStore: memoryStore(),
    sessionLimits: options.sessionLimits,
    libraryDir: options.libraryDir,
  });
  const server = await startClassServer({
    services,
    rendererDir: renderer.path,
    bindHost: '127.0.0.1',
    port: 0,
    sessionLimits: options.sessionLimits,
  });
  const base = `http://127.0.0.1:${server.port}`;
  return {
    services,
    server,
    base,
    client: () => new Client(base),
    stop: async () => {
      await server.close();
      services.stop();
      data.remove();
      renderer.remove();
    },
  };
}

/** Creates the first instructor through the console's setup code and returns their signed-in client. */
export async function firstInstructor(
  t: TestClassServer,
  name = 'Dr. Amal',
  password = 'instructor-pass-1',
): Promise<Client> {
  const code = t.services.accounts.consoleSetupCode()!;
  const client = t.client();
  await client.value('auth.setup', { code, displayName: name, password });
  return client;
}

/** An account made by the instructor and joined by its owner; returns the owner's signed-in client. */
export async function joinedAccount(
  t: TestClassServer,
  instructor: Client,
  input: { displayName: string; role: 'trainee' | 'supervisor' | 'instructor'; cohort?: string },
  password = `${input.displayName}-password`,
): Promise<Client & { profileId: number; password: string }> {
  const issued = await instructor.value<{ profileId: number; code: string }>('accounts.create', input);
  const client = t.client();
  await client.value('auth.join', { code: issued.code, password });
  return Object.assign(client, { profileId: issued.profileId, password });
}
