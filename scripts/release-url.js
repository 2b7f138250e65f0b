// Where this build says releases are published: package.json "culturecare.releasesUrl" when set,
// else the CULTURECARE_RELEASES_URL environment variable (the CI workflow sets it to the repository's
// releases page). Only an https URL counts; anything else means "not stated" (null).

/** @param {unknown} value @returns {string | null} */
export function httpsUrlOrNull(value) {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ culturecare?: { releasesUrl?: unknown } }} packageJson
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function releasesUrl(packageJson, env = process.env) {
  return httpsUrlOrNull(packageJson.culturecare?.releasesUrl) ?? httpsUrlOrNull(env.CULTURECARE_RELEASES_URL);
}
