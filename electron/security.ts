// Electron hardening: window preferences, CSP header, blocked navigation and pop-ups, https-only links.
import { session, shell, type App, type BrowserWindowConstructorOptions, type WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from './csp';

export const APP_ORIGIN = 'app://culturecare';

export const secureWebPreferences = (preload: string): BrowserWindowConstructorOptions['webPreferences'] => ({
  preload,
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  // Chromium's spellchecker downloads Hunspell dictionaries from a Google server: off, so nothing
  // leaves the machine that an instructor did not configure.
  spellcheck: false,
});

/** A response from the app:// handler with the CSP and no-sniff headers set on it (custom protocols
 * bypass webRequest, so the header is added here as well as in the page's meta tag). */
export function withSecurityHeaders(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  headers.set('X-Content-Type-Options', 'nosniff');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export const isAppUrl = (url: string): boolean => url.startsWith(`${APP_ORIGIN}/`) || url === APP_ORIGIN;

function openIfHttps(url: string): void {
  try {
    if (new URL(url).protocol === 'https:') void shell.openExternal(url);
  } catch {
    // not a URL: ignore
  }
}

function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) {
      event.preventDefault();
      openIfHttps(url);
    }
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openIfHttps(url);
    return { action: 'deny' };
  });
}

export function applySecurity(app: App): void {
  app.on('web-contents-created', (_event, contents) => lockDown(contents));
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });
}
