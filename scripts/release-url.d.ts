// Types for scripts/release-url.js (used by scripts/build.js and packaging/builder.config.ts).
export declare function httpsUrlOrNull(value: unknown): string | null;
export declare function releasesUrl(
  packageJson: { culturecare?: { releasesUrl?: unknown } },
  env?: Record<string, string | undefined>,
): string | null;
