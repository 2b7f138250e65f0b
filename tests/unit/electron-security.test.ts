// The Electron hardening module against a recorded fake of the 'electron' API (no Electron binary
// here): window preferences, blocked navigation and pop-ups, https-only links, denied permissions,
// and the CSP header on every response of the app:// protocol and of the session.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../electron/csp';

type Listener = (...args: unknown[]) => void;
const fake = vi.hoisted(() => ({
  openExternal: vi.fn(),
  permissionHandler: null as null | ((contents: unknown, permission: string, callback: (ok: boolean) => void) => void),
  headersHandler: null as
    | null
    | ((
        details: { responseHeaders: Record<string, string[]> },
        callback: (r: { responseHeaders: Record<string, string[]> }) => void,
      ) => void),
}));

vi.mock('electron', () => ({
  shell: { openExternal: fake.openExternal },
  session: {
    defaultSession: {
      setPermissionRequestHandler: (handler: typeof fake.permissionHandler) => (fake.permissionHandler = handler),
      webRequest: {
        onHeadersReceived: (handler: typeof fake.headersHandler) => (fake.headersHandler = handler),
      },
    },
  },
}));

const { applySecurity, isAppUrl, secureWebPreferences, withSecurityHeaders } = await import('../../electron/security');

/** A stand-in for WebContents that records its listeners and window-open handler. */
function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: string }) | null = null;
  return {
    on: (name: string, listener: Listener) => listeners.set(name, listener),
    setWindowOpenHandler: (handler: typeof openHandler) => (openHandler = handler),
    /** Fires an event and reports whether the handler called preventDefault(). */
    fire(name: string, ...args: unknown[]): boolean {
      let prevented = false;
      listeners.get(name)!({ preventDefault: () => (prevented = true) }, ...args);
      return prevented;
    },
    open: (url: string) => openHandler!({ url }),
  };
}

function secureApp() {
  let created: Listener | null = null;
  const app = { on: (name: string, listener: Listener) => name === 'web-contents-created' && (created = listener) };
  applySecurity(app as never);
  const contents = fakeContents();
  created!({}, contents);
  return contents;
}

beforeEach(() => fake.openExternal.mockClear());

describe('window preferences', () => {
  it('isolate the renderer: context isolation, sandbox, no Node, no webview, web security on', () => {
    expect(secureWebPreferences('/app/preload.cjs')).toMatchObject({
      preload: '/app/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });

  it('turn the spellchecker off, because it downloads dictionaries from the internet', () => {
    expect(secureWebPreferences('/p')?.spellcheck).toBe(false);
  });
});

describe('navigation and new windows', () => {
  it('only app:// URLs of this app count as the app', () => {
    expect(isAppUrl('app://culturecare/index.html')).toBe(true);
    expect(isAppUrl('app://culturecare')).toBe(true);
    expect(isAppUrl('app://culturecare.evil/index.html')).toBe(false);
    expect(isAppUrl('https://culturecare/')).toBe(false);
    expect(isAppUrl('file:///etc/passwd')).toBe(false);
  });

  it('blocks navigation away from the app and opens only https links in the system browser', () => {
    const contents = secureApp();
    expect(contents.fire('will-navigate', 'app://culturecare/index.html#/library')).toBe(false);
    expect(contents.fire('will-navigate', 'https://example.org/guide')).toBe(true);
    expect(fake.openExternal).toHaveBeenCalledWith('https://example.org/guide');
    fake.openExternal.mockClear();
    for (const url of ['http://example.org/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect(contents.fire('will-navigate', url)).toBe(true);
    }
    expect(fake.openExternal).not.toHaveBeenCalled();
  });

  it('blocks redirects out of the app and every <webview>', () => {
    const contents = secureApp();
    expect(contents.fire('will-redirect', 'https://example.org/')).toBe(true);
    expect(contents.fire('will-redirect', 'app://culturecare/index.html')).toBe(false);
    expect(contents.fire('will-attach-webview')).toBe(true);
  });

  it('denies every new window; an https link goes to the system browser instead', () => {
    const contents = secureApp();
    expect(contents.open('https://example.org/releases')).toEqual({ action: 'deny' });
    expect(fake.openExternal).toHaveBeenCalledWith('https://example.org/releases');
    fake.openExternal.mockClear();
    expect(contents.open('app://culturecare/index.html')).toEqual({ action: 'deny' });
    expect(contents.open('http://example.org/')).toEqual({ action: 'deny' });
    expect(fake.openExternal).not.toHaveBeenCalled();
  });
});

describe('session', () => {
  it('refuses every permission request (camera, notifications, ...)', () => {
    secureApp();
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read']) {
      const callback = vi.fn();
      fake.permissionHandler!({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
  });

  it('adds the CSP header to responses, keeping the other headers', () => {
    secureApp();
    const callback = vi.fn();
    fake.headersHandler!({ responseHeaders: { 'Content-Type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });

  it('sets the CSP and no-sniff headers on app:// responses, keeping status, type and body', async () => {
    const original = new Response('<!doctype html><p>hi</p>', {
      status: 200,
      headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': 'default-src *' },
    });
    const secured = withSecurityHeaders(original);
    expect(secured.status).toBe(200);
    expect(secured.headers.get('content-type')).toBe('text/html');
    expect(secured.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(secured.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await secured.text()).toBe('<!doctype html><p>hi</p>');
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe');
  });
});
