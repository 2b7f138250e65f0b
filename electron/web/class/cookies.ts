// The class server's session cookie: HttpOnly, SameSite=Lax, Secure (with the __Host- prefix) over
// HTTPS, named by port over plain HTTP so two servers on one machine never share it.

export type CookiePolicy = { secure: boolean; port: number };

export const sessionCookieName = (policy: CookiePolicy): string =>
  policy.secure ? '__Host-cc_session' : `cc_session_${policy.port}`;

export function sessionCookie(policy: CookiePolicy, token: string, maxAgeSeconds: number): string {
  const parts = [
    `${sessionCookieName(policy)}=${token}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (policy.secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedSessionCookie(policy: CookiePolicy): string {
  const parts = [`${sessionCookieName(policy)}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (policy.secure) parts.push('Secure');
  return parts.join('; ');
}
