// Small HTTP helpers for the class server: JSON answers with security headers, bounded bodies,
// cookies, and the client's address (behind a trusted reverse proxy, the one it forwarded).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiResult } from '../../../shared/api/result';
import { SECURITY_HEADERS } from '../static-files';

export const MAX_BODY_BYTES = 32 * 1024 * 1024;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: ApiResult<unknown>,
  headers: Record<string, string | string[]> = {},
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

export class BodyTooLarge extends Error {}

/** The request body as text, refusing (and cutting off) bodies over the limit. */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      req.resume();
      return;
    }
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new BodyTooLarge());
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function readCookie(req: IncomingMessage, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** The client's address; with a trusted proxy, the address the proxy saw (the last X-Forwarded-For entry). */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string | null {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string' && forwarded.trim()) {
    const hops = forwarded
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    return hops.at(-1) ?? null;
  }
  return req.socket.remoteAddress ?? null;
}
