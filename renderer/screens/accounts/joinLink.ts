// The address that opens the join screen with a code filled in: this server's own address (as the
// instructor reached it, so behind a proxy it is the public one) and `#/join?code=…`.
export function joinLink(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/join?code=${encodeURIComponent(code)}`;
}
