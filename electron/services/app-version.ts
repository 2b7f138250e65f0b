// The app version and where releases are published, injected at build time from package.json (see
// scripts/release-url.js); tests run from source get fallbacks.
declare const __APP_VERSION__: string | undefined;
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0-dev';
declare const __RELEASES_URL__: string | null | undefined;
export const RELEASES_URL: string | null = typeof __RELEASES_URL__ === 'string' ? __RELEASES_URL__ : null;
