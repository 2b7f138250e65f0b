// Browser mode's page with the first screen's answers in it: the HTML goes out at once (so the browser
// fetches the scripts), and the answers follow at the end of the body as a non-executable JSON element,
// before the module scripts run. The answers come from the same dispatch as an API call with the same
// request context (validation, access rules, the caller re-read), so they are exactly what the page
// would be told over the API, for this request's session only. The page is never cached.
import { readdirSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { AppInfo, Settings } from '../../shared/api/contract';
import { embeddedAnswersElement, type EmbeddedAnswers, type FirstScreenRead } from '../../shared/api/first-screen-data';
import type { ProfileSummary } from '../../shared/domain/profile';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales';
import { pageLanguage, shownSettings } from '../../shared/i18n/page-language';
import type { Dispatch, RequestContext } from '../services/dispatcher';
import { SECURITY_HEADERS } from './static-files';

/** The longest the page's end waits for the answers (services that cannot start); the page then asks itself. */
const ANSWERS_WAIT_MS = 3000;

/**
 * The reads the first screen makes for this caller, answered as an API call would be (successful ones
 * only): who is signed in, app info and settings always; the profile list where the app shows it to
 * them (a desktop, or staff on a class server); the set-up checklist for an instructor; the sign-in
 * status for someone signed out of a class server.
 */
export async function firstScreenAnswers(dispatch: Dispatch, context: RequestContext): Promise<EmbeddedAnswers> {
  const answers: EmbeddedAnswers = {};
  const ask = async (method: FirstScreenRead) => {
    const result = await dispatch(method, {}, context);
    if (result.ok) answers[method] = result.value;
    return result.ok ? result.value : undefined;
  };
  const [info, session] = (await Promise.all([ask('app.info'), ask('session.get'), ask('settings.get')])) as [
    AppInfo | undefined,
    { profile: ProfileSummary | null } | undefined,
    unknown,
  ];
  if (!info || !session) return answers;
  const { profile } = session;
  const server = info.mode === 'server';
  const later: Promise<unknown>[] = [];
  if (!server || (profile && profile.role !== 'trainee')) later.push(ask('profiles.list'));
  if (profile?.role === 'instructor') later.push(ask('setup.status'));
  if (server && !profile) later.push(ask('auth.status'));
  await Promise.all(later);
  return answers;
}

/** The browser's languages from its Accept-Language header, in its order, without those it marks unacceptable (q=0). */
const browserLanguages = (acceptLanguage: string | undefined): string[] =>
  (acceptLanguage ?? '')
    .split(',')
    .filter((tag) => !/;\s*q\s*=\s*0(?:\.0*)?\s*$/i.test(tag))
    .map((tag) => tag.split(';')[0]!.trim());

/**
 * The language the page will show, decided as the page decides it (shared/i18n/page-language.ts), with
 * the browser's Accept-Language for its system languages; a device's own choice on a class server is
 * not known here. Null for English, whose texts come with the page's code anyway.
 */
export function likelyLanguage(answers: EmbeddedAnswers, acceptLanguage: string | undefined): string | null {
  const info = answers['app.info'] as AppInfo | undefined;
  const session = answers['session.get'] as { profile: ProfileSummary | null } | undefined;
  const settings = answers['settings.get'] as Settings | undefined;
  if (!settings) return null;
  const language = pageLanguage({
    server: info?.mode === 'server',
    profile: session?.profile ?? null,
    deviceLanguage: null,
    settings: shownSettings(settings, browserLanguages(acceptLanguage)),
  });
  return language !== DEFAULT_LOCALE ? language : null;
}

const firstTextFiles = new Map<string, string[]>();
/**
 * A preload of the language's first-screen texts (the build's assets/locale-<lng>-first-<hash>.js), so
 * they travel with the page's code instead of after it has run; empty when there is none.
 */
export function firstTextsPreload(rendererDir: string, language: string | null): string {
  if (!language) return '';
  let files = firstTextFiles.get(rendererDir);
  if (!files) {
    try {
      files = readdirSync(join(rendererDir, 'assets')).filter((name) => /^locale-[\w-]+-first-[\w-]+\.js$/.test(name));
    } catch {
      files = [];
    }
    firstTextFiles.set(rendererDir, files);
  }
  const file = files.find((name) => name.startsWith(`locale-${language}-first-`));
  return file ? `<link rel="modulepreload" crossorigin href="./assets/${file}">` : '';
}

/**
 * Serves index.html with the answers embedded before </body>. Everything before that goes out at once;
 * when the answers fail or take too long, the page ends without them (and asks over the API as usual).
 */
export async function servePageWithAnswers(
  rendererDir: string,
  res: ServerResponse,
  answers: Promise<EmbeddedAnswers>,
  acceptLanguage?: string,
): Promise<void> {
  let html: string;
  try {
    html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const cut = html.lastIndexOf('</body>');
  const [start, end] = cut < 0 ? [html, ''] : [html.slice(0, cut), html.slice(cut)];
  res.writeHead(200, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.write(start);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWERS_WAIT_MS)));
  const embedded = await Promise.race([answers.catch(() => null), late]);
  clearTimeout(timer);
  const preload = embedded ? firstTextsPreload(rendererDir, likelyLanguage(embedded, acceptLanguage)) : '';
  res.end(`${embedded ? embeddedAnswersElement(embedded) : ''}${preload}${end}`);
}
