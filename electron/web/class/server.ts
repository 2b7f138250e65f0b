// The class server: the app's services over HTTP(S) for a whole course. Each browser has its own
// session (a cookie, stored hashed in the database); every call acts as that session's person;
// task events (streamed feedback, generation, role-play) go only to the session that started them.
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TaskEvent } from '../../../shared/api/events';
import { fail } from '../../../shared/api/result';
import type { AppServices } from '../../services/app-services';
import { DEFAULT_SESSION_LIMITS, type ResolvedSession, type SessionLimits } from '../../services/accounts/web-sessions';
import { Session } from '../../services/session';
import { SECURITY_HEADERS, serveStatic } from '../static-files';
import { hostRules, type HostRules } from './allowed-hosts';
import { clearedSessionCookie, sessionCookie, sessionCookieName, type CookiePolicy } from './cookies';
import { BodyTooLarge, clientAddress, readBody, readCookie, sendJson } from './http-util';

export type ClassServerOptions = {
  services: AppServices;
  rendererDir: string;
  bindHost: string;
  port: number;
  tls?: { cert: Buffer | string; key: Buffer | string };
  publicUrl?: URL;
  trustProxy?: boolean;
  sessionLimits?: SessionLimits;
};

export type ClassServer = { url: string; port: number; close: () => Promise<void> };

type EventStream = { res: ServerResponse; tokenHash: string; profileId: number };

export async function startClassServer(options: ClassServerOptions): Promise<ClassServer> {
  const { services } = options;
  const limits = options.sessionLimits ?? DEFAULT_SESSION_LIMITS;
  const trustProxy = options.trustProxy ?? false;
  const streams = new Set<EventStream>();
  let rules: HostRules = { hosts: new Set(), origins: new Set() };
  let cookiePolicy: CookiePolicy = { secure: false, port: 0 };

  services.tasks.onEvent((event: TaskEvent, owner) => {
    if (!owner) return;
    const line = `data: ${JSON.stringify(event)}\n\n`;
    for (const stream of streams) if (stream.tokenHash === owner) stream.res.write(line);
  });

  const endStreams = (match: (stream: EventStream) => boolean) => {
    for (const stream of [...streams]) {
      if (!match(stream)) continue;
      stream.res.end();
      streams.delete(stream);
    }
  };

  /** The person behind the request's cookie, as a Session the dispatcher can read and change. */
  const sessionFor = (req: IncomingMessage): { session: Session; resolved: ResolvedSession | null } => {
    const resolved = services.webSessions.resolve(readCookie(req, sessionCookieName(cookiePolicy)));
    const session = new Session(resolved?.tokenHash);
    const profile = resolved ? services.profiles.current(resolved.profileId) : null;
    if (profile) session.signIn(profile);
    return { session, resolved: profile ? resolved : null };
  };

  /** Turns what a call did to the session (signed in, signed out) into the cookie. */
  const cookieAfter = (
    req: IncomingMessage,
    before: ResolvedSession | null,
    session: Session,
    address: string | null,
  ): string | null => {
    const after = session.profile;
    if (before && after?.id === before.profileId) return null;
    if (before) {
      services.webSessions.revoke(before.tokenHash);
      endStreams((s) => s.tokenHash === before.tokenHash);
    }
    if (!after) {
      // Sign out everywhere: close this person's other event streams too.
      if (before) endStreams((s) => s.profileId === before.profileId && !services.webSessions.countFor(s.profileId));
      return before ? clearedSessionCookie(cookiePolicy) : null;
    }
    const token = services.webSessions.create(after.id, {
      address,
      userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : null,
    });
    return sessionCookie(cookiePolicy, token, limits.maxDays * 86_400);
  };

  const handleApi = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const address = clientAddress(req, trustProxy);
    if (url.pathname === '/api/events' && req.method === 'GET') {
      const { session, resolved } = sessionFor(req);
      if (!resolved || !session.profile) return sendJson(res, 401, fail('not_signed_in', 'Sign in first.'));
      res.writeHead(200, {
        'Content-Type': 'text/event-stream',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      const stream = { res, tokenHash: resolved.tokenHash, profileId: session.profile.id };
      streams.add(stream);
      req.on('close', () => streams.delete(stream));
      return;
    }
    const match = /^\/api\/call\/([\w.]+)$/.exec(url.pathname);
    if (!match || req.method !== 'POST') return sendJson(res, 404, fail('unknown_method', 'Unknown API route.'));
    // A custom header cannot be sent cross-site without a CORS preflight, which this server never grants.
    if (req.headers['x-culturecare'] !== '1')
      return sendJson(res, 403, fail('forbidden', 'API calls must come from the app.'));
    const origin = req.headers.origin;
    if (origin && !rules.origins.has(origin))
      return sendJson(res, 403, fail('forbidden', 'Requests from other sites are refused.'));
    let request: unknown;
    try {
      const body = await readBody(req);
      request = body.trim() === '' ? {} : JSON.parse(body);
    } catch (error) {
      const tooLarge = error instanceof BodyTooLarge;
      return sendJson(
        res,
        tooLarge ? 413 : 400,
        fail('invalid_request', tooLarge ? 'The request is too large.' : 'The request body is not valid JSON.'),
      );
    }
    const { session, resolved } = sessionFor(req);
    const result = await services.dispatch(match[1]!, request, { session, address });
    const cookie = cookieAfter(req, resolved, session, address);
    return sendJson(res, 200, result, cookie ? { 'Set-Cookie': cookie } : {});
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (!rules.hosts.has(req.headers.host ?? '')) {
      res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Forbidden host');
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
      decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (url.pathname.startsWith('/api/')) return handleApi(req, res, url);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, SECURITY_HEADERS).end();
      return;
    }
    // The app's files are public: the sign-in screen is part of them. Everything else needs a session.
    serveStatic(options.rendererDir, url.pathname, res);
  };

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[culturecare] class server error:', error);
      if (!res.headersSent) sendJson(res, 500, fail('internal', 'The server failed to answer.'));
      else res.end();
    });
  };
  const server: Server = options.tls
    ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, listener)
    : createHttpServer(listener);
  server.headersTimeout = 30_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.bindHost, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const secure = !!options.tls || (trustProxy && options.publicUrl?.protocol === 'https:');
  cookiePolicy = { secure, port };
  rules = hostRules({ bindHost: options.bindHost, port, tls: !!options.tls, publicUrl: options.publicUrl });
  const sweep = setInterval(() => services.webSessions.sweep(), 10 * 60_000);
  sweep.unref();

  const scheme = options.tls ? 'https' : 'http';
  const shownHost = ['0.0.0.0', '::'].includes(options.bindHost) ? '127.0.0.1' : options.bindHost;
  return {
    url:
      options.publicUrl?.toString() ?? `${scheme}://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}/`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        for (const stream of streams) stream.res.end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
