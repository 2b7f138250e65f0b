// Browser mode: the same services over loopback HTTP. Every request needs the per-run token: given
// once in the address of the first page load (then kept in a same-site cookie named by this port, so
// two instances on one computer do not sign each other out) or as a Bearer header. The address token
// is never accepted on API calls or files. The app's page carries the first screen's answers
// (first-screen-page.ts).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerEvent } from '../../shared/api/events';
import { fail, type ApiResult } from '../../shared/api/result';
import type { AppServices } from '../services/app-services';
import type { Dispatch } from '../services/dispatcher';
// Types only: the service host (with its restore code) loads after the address is printed.
import type { ServiceHost } from '../services/service-host';
import { firstScreenAnswers, servePageWithAnswers } from './first-screen-page';
import { SECURITY_HEADERS, serveStatic } from './static-files';

const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Cookies are shared by every port of 127.0.0.1, so the name carries the port. */
export const cookieName = (port: number) => `culturecare_token_${port}`;

/** What the host serves: the service host (restartable), or fixed services (tests). */
type Backend = { dispatch: Dispatch; onEvent: (listener: (event: ServerEvent) => void) => () => void };

const backendOf = (services: AppServices | ServiceHost): Backend =>
  'tasks' in services
    ? { dispatch: services.dispatch, onEvent: (listener) => services.tasks.onEvent(listener) }
    : { dispatch: services.dispatch, onEvent: (listener) => services.onEvent(listener) };

/** Browser mode's early answers: the first screen's reads, answered before the other services have loaded. */
export type EarlyBackend = { dispatch: Dispatch; handles: (method: string) => boolean };

/**
 * Services still starting (browser mode prints its address first, so the page loads meanwhile): the
 * first screen's reads are answered by the early backend, other calls wait for the services (and ask
 * for them to start); when they cannot start, every call says so.
 */
function pendingBackend(
  starting: Promise<AppServices | ServiceHost>,
  early: Promise<EarlyBackend> | undefined,
  needServices: () => void,
): Backend {
  let started: Backend | null = null;
  const ready = starting.then(backendOf);
  ready.then(
    (backend) => (started = backend),
    () => undefined,
  );
  const earlyReady = early?.catch(() => null);
  return {
    dispatch: async (method, request, context) => {
      if (started) return started.dispatch(method, request, context);
      const first = await earlyReady;
      if (first?.handles(method) && !started) return first.dispatch(method, request, context);
      needServices();
      let backend: Backend;
      try {
        backend = await ready;
      } catch {
        return fail('internal', 'The app could not start its services; see the terminal it was started from.');
      }
      return backend.dispatch(method, request, context);
    },
    onEvent: (listener) => {
      let stop: (() => void) | null = null;
      let stopped = false;
      void ready.then(
        (backend) => {
          if (!stopped) stop = backend.onEvent(listener);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}

export type WebHost = { url: string; port: number; token: string; close: () => Promise<void> };

function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookieToken(req: IncomingMessage, name: string): string | undefined {
  const header = req.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** A page the browser navigates to (the app's HTML), as opposed to an API call or a file it loads. */
const isPageLoad = (req: IncomingMessage, pathname: string): boolean =>
  req.method === 'GET' && !pathname.startsWith('/api/') && (pathname === '/' || pathname === '/index.html');

function sendJson(res: ServerResponse, status: number, body: ApiResult<unknown>): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(text);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('too_large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startWebHost(options: {
  /** The services, or their start still under way (calls wait for it). */
  services: AppServices | ServiceHost | Promise<AppServices | ServiceHost>;
  /** While the services start: the first screen's reads, answered early. */
  early?: Promise<EarlyBackend>;
  /**
   * Asks for the services still to start (browser mode loads them once the first screen is up): called
   * when a window opens its event stream or a method the early backend does not answer arrives.
   */
  needServices?: () => void;
  rendererDir: string;
  port?: number;
  token?: string;
}): Promise<WebHost> {
  const { rendererDir } = options;
  const needServices = options.needServices ?? (() => undefined);
  const backend =
    options.services instanceof Promise
      ? pendingBackend(options.services, options.early, needServices)
      : backendOf(options.services);
  const token = options.token ?? randomBytes(24).toString('hex');
  const eventStreams = new Set<ServerResponse>();
  let port = 0;

  const stopRelay = backend.onEvent((event) => {
    const line = `data: ${JSON.stringify(event)}\n\n`;
    for (const stream of eventStreams) stream.write(line);
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
      decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request: malformed address');
      return;
    }
    // Only loopback names are accepted as Host, which stops DNS-rebinding pages from reaching the API.
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden host');
      return;
    }
    const bearer = req.headers.authorization?.startsWith('Bearer ') ? req.headers.authorization.slice(7) : undefined;
    const pageLoad = isPageLoad(req, url.pathname);
    const queryToken = pageLoad ? (url.searchParams.get('token') ?? undefined) : undefined;
    const authorised =
      sameToken(bearer, token) || sameToken(cookieToken(req, cookieName(port)), token) || sameToken(queryToken, token);

    if (url.pathname.startsWith('/api/')) {
      if (!authorised)
        return sendJson(
          res,
          401,
          fail('forbidden', 'Missing or wrong access token for this browser-mode session.', { reason: 'token' }),
        );
      if (url.pathname === '/api/events' && req.method === 'GET') {
        res.writeHead(200, {
          'Content-Type': 'text/event-stream',
          'Cache-Control': 'no-store',
          Connection: 'keep-alive',
        });
        res.write(': connected\n\n');
        eventStreams.add(res);
        req.on('close', () => eventStreams.delete(res));
        // A window is up and listening: the rest of the services may load now.
        needServices();
        return;
      }
      const match = /^\/api\/call\/([\w.]+)$/.exec(url.pathname);
      if (!match || req.method !== 'POST') return sendJson(res, 404, fail('unknown_method', 'Unknown API route.'));
      // A custom header cannot be sent cross-site without a CORS preflight, which this host never grants.
      if (!bearer && req.headers['x-culturecare'] !== '1') {
        return sendJson(res, 403, fail('forbidden', 'API calls must come from the app.'));
      }
      let request: unknown;
      try {
        const body = await readBody(req);
        request = body.trim() === '' ? {} : JSON.parse(body);
      } catch (error) {
        const tooLarge = (error as Error).message === 'too_large';
        return sendJson(
          res,
          tooLarge ? 413 : 400,
          fail('invalid_request', tooLarge ? 'The request is too large.' : 'The request body is not valid JSON.'),
        );
      }
      const result = await backend.dispatch(match[1]!, request, { address: req.socket.remoteAddress ?? null });
      return sendJson(res, 200, result);
    }

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    if (!authorised) {
      res.writeHead(401, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(
        "CultureCare Trainer: open the address printed in the terminal; it contains this session's access token.",
      );
      return;
    }
    if (queryToken) {
      // Keep the token in a cookie and drop it from the address bar and history.
      res.writeHead(303, {
        'Set-Cookie': `${cookieName(port)}=${token}; HttpOnly; SameSite=Strict; Path=/`,
        Location: url.pathname + (url.hash ?? ''),
      });
      res.end();
      return;
    }
    // The app's page carries the first screen's answers for this session (no round trip before it draws).
    if (pageLoad)
      return servePageWithAnswers(
        rendererDir,
        res,
        firstScreenAnswers(backend.dispatch, { address: req.socket.remoteAddress ?? null }),
        req.headers['accept-language'],
      );
    serveStatic(rendererDir, url.pathname, res);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[culturecare] web host error:', error);
      if (!res.headersSent) sendJson(res, 500, fail('internal', 'The browser-mode host failed to answer.'));
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/?token=${token}`,
    port,
    token,
    close: () =>
      new Promise<void>((resolve) => {
        stopRelay();
        for (const stream of eventStreams) stream.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
