// Opens an HTTP(S) download: one request per hop, following redirects by hand so each hop's declared hash and size are seen.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { APP_VERSION } from '../app-version';
import { declaredSha256, declaredSize } from './declared-hash';
import { DownloadError } from './download-error';

export type OpenOptions = {
  method?: 'GET' | 'HEAD';
  /** Resume from this byte (Range: bytes=N-), sending If-Range when a validator is known. */
  range?: { start: number; ifRange: string | null };
  signal: AbortSignal;
  /** The file's name inside the model folder, for error messages. */
  file: string;
  /** No bytes for this long ends the request (ms). */
  idleTimeoutMs: number;
  maxRedirects?: number;
};

export type Opened = {
  response: IncomingMessage;
  status: number;
  /** The address that finally answered (after redirects). */
  url: URL;
  /** What any hop declared about the whole file; the first hop to declare wins (Hugging Face's own answer). */
  sha256: string | null;
  size: number | null;
  /** The repository commit any hop named (Hugging Face's X-Repo-Commit on its resolve answer), or null. */
  commit: string | null;
};

function repoCommit(value: string | string[] | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : null;
  return text && /^[0-9a-f]{40}$/.test(text) ? text : null;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function requestOnce(url: URL, options: OpenOptions): Promise<IncomingMessage> {
  const headers: Record<string, string> = {
    'User-Agent': `CultureCare-Trainer/${APP_VERSION}`,
    'Accept-Encoding': 'identity',
  };
  if (options.range && options.range.start > 0) {
    headers.Range = `bytes=${options.range.start}-`;
    if (options.range.ifRange) headers['If-Range'] = options.range.ifRange;
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { method: options.method ?? 'GET', headers, signal: options.signal });
    req.setTimeout(options.idleTimeoutMs, () =>
      req.destroy(new DownloadError(`${url.host} stopped answering while ${options.file} was downloading.`, { reason: 'network', file: options.file, host: url.host }, true)),
    );
    req.once('response', resolve);
    req.once('error', (error) => {
      if (error instanceof DownloadError || options.signal.aborted) reject(error);
      else reject(new DownloadError(`Could not reach ${url.host} for ${options.file}: ${error.message}`, { reason: 'network', file: options.file, host: url.host }, true));
    });
    req.end();
  });
}

export async function openDownload(address: string, options: OpenOptions): Promise<Opened> {
  let url = new URL(address);
  let sha256: string | null = null;
  let size: number | null = null;
  let commit: string | null = null;
  const maxRedirects = options.maxRedirects ?? 10;
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(url, options);
    const status = response.statusCode ?? 0;
    sha256 ??= declaredSha256(response.headers, status);
    size ??= declaredSize(response.headers, status);
    commit ??= repoCommit(response.headers['x-repo-commit']);
    const location = response.headers.location;
    if (!REDIRECTS.has(status) || !location) return { response, status, url, sha256, size, commit };
    response.resume();
    const problem = { reason: 'redirect' as const, file: options.file, host: url.host };
    if (hop >= maxRedirects) throw new DownloadError(`Too many redirects while downloading ${options.file} from ${url.host}.`, problem, false);
    const next = new URL(location, url);
    if (next.protocol !== 'https:' && next.protocol !== 'http:') throw new DownloadError(`${url.host} redirected ${options.file} to an unsupported address.`, problem, false);
    if (url.protocol === 'https:' && next.protocol === 'http:') throw new DownloadError(`${url.host} redirected ${options.file} from https to plain http; refused.`, problem, false);
    url = next;
  }
}
