// Reads the sha256 and size a server declares for a file from its response headers (Hugging Face and common forms).
import type { IncomingHttpHeaders } from 'node:http';

const HEX64 = /^[0-9a-f]{64}$/;

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** A strong or weak ETag without quotes or W/ prefix. */
export const unquoteEtag = (etag: string): string => etag.trim().replace(/^W\//i, '').replace(/^"(.*)"$/, '$1');

function fromBase64(text: string): string | null {
  const clean = text.trim().replace(/^:|:$/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(clean)) return null;
  const bytes = Buffer.from(clean.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === 32 ? bytes.toString('hex') : null;
}

function hexOrBase64(text: string): string | null {
  const value = text.trim().toLowerCase();
  if (HEX64.test(value)) return value;
  return fromBase64(text.trim());
}

/** `sha-256=<base64>` from a Digest header (RFC 3230) or `sha-256=:<base64>:` (RFC 9530). */
function fromDigestList(header: string): string | null {
  for (const part of header.split(',')) {
    const match = /^\s*sha-?256\s*=\s*(.+?)\s*$/i.exec(part);
    if (match?.[1]) return hexOrBase64(match[1]);
  }
  return null;
}

/**
 * The sha256 (hex) of the whole file as a server declares it, or null. Hugging Face sends it as
 * X-Linked-Etag on the resolve answer of large (LFS/Xet) files; other servers use X-Checksum-Sha256,
 * Digest or Repr-Digest. Content-Digest describes the body only, so it counts on full (200) answers.
 */
export function declaredSha256(headers: IncomingHttpHeaders, status: number): string | null {
  const linked = first(headers['x-linked-etag']);
  if (linked && HEX64.test(unquoteEtag(linked).toLowerCase())) return unquoteEtag(linked).toLowerCase();
  const checksum = first(headers['x-checksum-sha256']);
  if (checksum) {
    const value = hexOrBase64(checksum);
    if (value) return value;
  }
  for (const name of ['digest', 'repr-digest', ...(status === 200 ? ['content-digest'] : [])]) {
    const header = first(headers[name]);
    const value = header ? fromDigestList(header) : null;
    if (value) return value;
  }
  return null;
}

/** The full file size a server declares: X-Linked-Size (Hugging Face), the total of Content-Range, or Content-Length of a 200. */
export function declaredSize(headers: IncomingHttpHeaders, status: number): number | null {
  const linked = Number(first(headers['x-linked-size']));
  if (Number.isSafeInteger(linked) && linked >= 0 && first(headers['x-linked-size']) !== undefined) return linked;
  const range = /\/(\d+)\s*$/.exec(first(headers['content-range']) ?? '');
  if (range?.[1]) return Number(range[1]);
  if (status === 200 && headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (Number.isSafeInteger(length) && length >= 0) return length;
  }
  return null;
}
