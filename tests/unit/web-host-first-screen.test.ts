// Browser mode's page carries the first screen's answers: over real loopback HTTP, the answers embedded
// in the page equal what the same session is told over the API (signed out, as an instructor, as a
// trainee; before the other services have loaded and after), nothing is embedded without a valid
// token, the page is never cached, its security policy is unchanged, and no answer can break out of
// its JSON element.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  embeddedAnswersElement,
  FIRST_SCREEN_DATA_ID,
  readEmbeddedAnswers,
  type EmbeddedAnswers,
} from '../../shared/api/first-screen-data';
import { likelyLanguage } from '../../electron/web/first-screen-page';
import { cookieName, type WebHost } from '../../electron/web/host';
import { SECURITY_HEADERS } from '../../electron/web/static-files';
import { startStagedWebHost, type StagedWebHost } from '../helpers/staged-web-host';

const PAGE = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';

let staged: StagedWebHost;
let host: WebHost;

beforeEach(async () => {
  staged = await startStagedWebHost(PAGE);
  ({ host } = staged);
});
afterEach(() => staged.stop());

const base = () => `http://127.0.0.1:${host.port}`;
const withCookie = () => ({ Cookie: `${cookieName(host.port)}=${host.token}` });

const call = async (method: string, body: unknown = {}) => {
  const res = await fetch(`${base()}/api/call/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CultureCare': '1', ...withCookie() },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { ok: boolean; value?: unknown; error?: { code: string } };
};

const ELEMENT = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">(.*?)</script>`, 's');

/** The page as the browser gets it after the token redirect, and the answers in it (null: none). */
async function page(headers: Record<string, string> = withCookie(), path = '/') {
  const res = await fetch(`${base()}${path}`, { headers });
  const html = await res.text();
  const match = ELEMENT.exec(html);
  return { res, html, answers: match ? readEmbeddedAnswers(match[1]!) : null };
}

/** Every embedded answer equals the API's answer to the same session now; returns which were embedded. */
async function expectSameAsApi(answers: EmbeddedAnswers | null): Promise<string[]> {
  expect(answers).not.toBeNull();
  for (const [method, value] of Object.entries(answers!))
    expect(await call(method), method).toEqual({ ok: true, value });
  return Object.keys(answers!).sort();
}

const create = async (request: object) => {
  const result = await call('profiles.create', request);
  expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  return (result.value as { id: number }).id;
};

describe("browser mode's page with the first screen's answers", () => {
  it('embeds, before the other services load, exactly what the API answers a signed-out window', async () => {
    const { res, html, answers } = await page();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toBe(SECURITY_HEADERS['Content-Security-Policy']);
    // The element sits at the end of the body, after the page's own markup.
    expect(html.indexOf(FIRST_SCREEN_DATA_ID)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(staged.asked()).toBe(0); // the page did not need the other services
    expect(await expectSameAsApi(answers)).toEqual(['app.info', 'profiles.list', 'session.get', 'settings.get']);
    expect(answers!['session.get']).toEqual({ profile: null });
    expect((await page(withCookie(), '/index.html')).answers).toEqual(answers);
  });

  it("embeds the signed-in person's own answers: an instructor's set-up checklist, a trainee's none", async () => {
    staged.release();
    const instructor = await create({ displayName: 'Inés', role: 'instructor', passcode: '4821-7319' });
    const trainee = await create({ displayName: 'Tomás', role: 'trainee' });
    await call('settings.setLanguage', { language: 'ar' });
    expect(await call('session.switch', { profileId: instructor, passcode: '4821-7319' })).toMatchObject({ ok: true });
    const asInstructor = (await page()).answers;
    expect(await expectSameAsApi(asInstructor)).toEqual([
      'app.info',
      'profiles.list',
      'session.get',
      'settings.get',
      'setup.status',
    ]);
    expect(asInstructor!['session.get']).toMatchObject({ profile: { id: instructor, role: 'instructor' } });

    expect(await call('session.switch', { profileId: trainee })).toMatchObject({ ok: true });
    const asTrainee = (await page()).answers;
    expect(await expectSameAsApi(asTrainee)).toEqual(['app.info', 'profiles.list', 'session.get', 'settings.get']);
    expect(asTrainee!['session.get']).toMatchObject({ profile: { id: trainee, role: 'trainee' } });

    await call('session.signOut');
    expect((await page()).answers!['session.get']).toEqual({ profile: null });
  });

  it("preloads the first-screen texts of the language the page will show, English's never", async () => {
    mkdirSync(join(staged.rendererDir, 'assets'));
    for (const name of [
      'locale-de-first-Ab1.js',
      'locale-ar-first-Cd2.js',
      'locale-en-first-Ef3.js',
      'locale-de-home-X.js',
    ])
      writeFileSync(join(staged.rendererDir, 'assets', name), 'export default {};');
    const preloads = async (acceptLanguage?: string) => {
      const headers = { ...withCookie(), ...(acceptLanguage ? { 'Accept-Language': acceptLanguage } : {}) };
      const { html } = await page(headers);
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="\.\/assets\/([^"]+)">/g)].map((m) => m[1]);
    };
    // No language chosen yet: the page follows the browser's, as far as the app has it.
    expect(await preloads('fr-CH, de;q=0.9, en;q=0.8')).toEqual(['locale-de-first-Ab1.js']);
    expect(await preloads('en-GB,en;q=0.9')).toEqual([]);
    expect(await preloads()).toEqual([]);
    // A chosen language wins over the browser's.
    staged.release();
    await call('settings.setLanguage', { language: 'ar' });
    expect(await preloads('de')).toEqual(['locale-ar-first-Cd2.js']);
    await call('settings.setLanguage', { language: 'en' });
    expect(await preloads('de')).toEqual([]);
  });

  it("guesses the page's language as the page chooses it: the person's own on a class server, the chosen one, the browser's", () => {
    const settings = (language: string, languageChosen: boolean) => ({ language, languageChosen, lastProfileId: null });
    const signedIn = (language: string | null) => ({ profile: { id: 1, role: 'trainee', language } });
    const server = { 'app.info': { mode: 'server' } };
    const desktop = { 'app.info': { mode: 'desktop' } };
    expect(
      likelyLanguage({ ...server, 'session.get': signedIn('he'), 'settings.get': settings('de', true) }, 'zh'),
    ).toBe('he');
    expect(
      likelyLanguage({ ...server, 'session.get': signedIn(null), 'settings.get': settings('de', true) }, 'zh'),
    ).toBe('de');
    // A desktop follows its settings, whoever is signed in (as the page does).
    expect(
      likelyLanguage({ ...desktop, 'session.get': signedIn('he'), 'settings.get': settings('de', true) }, 'zh'),
    ).toBe('de');
    expect(likelyLanguage({ ...desktop, 'settings.get': settings('en', false) }, 'zh-TW,zh;q=0.9')).toBe('zh');
    expect(likelyLanguage({ ...desktop, 'settings.get': settings('de', false) }, 'fr')).toBe('de');
    expect(likelyLanguage({ ...desktop, 'settings.get': settings('en', false) }, 'de;q=0, ar;q=0.5')).toBe('ar');
    expect(likelyLanguage({ ...desktop, 'settings.get': settings('en', true) }, 'ar')).toBeNull();
    expect(likelyLanguage({}, undefined)).toBeNull();
  });

  it('embeds nothing without a valid token, and only a redirect for the address token', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Cookie: `${cookieName(host.port)}=${'0'.repeat(host.token.length)}` },
    ]) {
      const { res, html } = await page(headers);
      expect(res.status).toBe(401);
      expect(html).not.toContain(FIRST_SCREEN_DATA_ID);
    }
    const redirect = await fetch(`${base()}/?token=${host.token}`, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    expect(await redirect.text()).toBe('');
    // Other files are served as they are.
    const file = await fetch(`${base()}/index.html.map`, { headers: withCookie() });
    expect(file.status).toBe(404);
  });

  it('keeps any text in an answer inside its JSON element', async () => {
    staged.release();
    const name = '</script><script>alert(1)</script><!-- & \u2028 <SCRIPT>x';
    await create({ displayName: name, role: 'trainee' });
    const { html, answers } = await page();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html.toLowerCase().match(/<script/g)).toHaveLength(1);
    expect(answers!['profiles.list']).toMatchObject([{ displayName: name }]);
    expect(await expectSameAsApi(answers)).toContain('profiles.list');
  });
});

describe('the embedded answers element', () => {
  it('round-trips answers and drops what is not a first-screen read', () => {
    const answers = { 'session.get': { profile: null }, 'settings.get': { language: 'he' } };
    const element = embeddedAnswersElement(answers);
    expect(readEmbeddedAnswers(ELEMENT.exec(element)![1]!)).toEqual(answers);
    expect(readEmbeddedAnswers('{"session.get":{"profile":null},"profiles.delete":1,"__proto__":{"x":1}}')).toEqual({
      'session.get': { profile: null },
    });
    for (const broken of ['', 'not json', '[1]', 'null', '"text"']) expect(readEmbeddedAnswers(broken)).toEqual({});
  });
});
