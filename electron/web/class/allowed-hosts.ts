// Which Host headers (and Origins) the class server answers: its loopback names, the address it
// is bound to, and the public address given with --public-url. Anything else is refused, so a page
// on another site that rebinds its DNS name to this server cannot talk to it.

export type HostRules = { hosts: ReadonlySet<string>; origins: ReadonlySet<string> };

const WILDCARDS = new Set(['0.0.0.0', '::', '']);

export function hostRules(options: { bindHost: string; port: number; tls: boolean; publicUrl?: URL }): HostRules {
  const hosts = new Set<string>([`127.0.0.1:${options.port}`, `localhost:${options.port}`, `[::1]:${options.port}`]);
  if (!WILDCARDS.has(options.bindHost)) {
    hosts.add(
      options.bindHost.includes(':') ? `[${options.bindHost}]:${options.port}` : `${options.bindHost}:${options.port}`,
    );
  }
  if (options.publicUrl) {
    hosts.add(options.publicUrl.host);
    // A default port is left out of the Host header by browsers.
    if (!options.publicUrl.port) hosts.add(options.publicUrl.hostname);
  }
  const scheme = options.tls ? 'https' : 'http';
  const origins = new Set<string>([...hosts].map((host) => `${scheme}://${host}`));
  if (options.publicUrl) origins.add(options.publicUrl.origin);
  return { hosts, origins };
}

export const isLoopback = (host: string): boolean =>
  host === '127.0.0.1' || host === 'localhost' || host === '::1' || host.startsWith('127.');
