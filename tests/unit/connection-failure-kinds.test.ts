// The zod-free reader of a classified connection failure (used by the error text on every screen, so
// the first screen loads without zod) accepts exactly what connectionFailureSchema accepts.
import { describe, expect, it } from 'vitest';
import { readConnectionFailure } from '../../shared/domain/connection-failure-kinds';
import { connectionFailureOf } from '../../shared/domain/connection-failure';

const cases: unknown[] = [
  { kind: 'refused', status: null, host: 'http://127.0.0.1:8080' },
  { kind: 'server_error', status: 503, host: null },
  { kind: 'timeout', status: null, host: null },
  { kind: 'unheard_of', status: null, host: null },
  { kind: 'dns', status: 1.5, host: null },
  { kind: 'dns', status: '500', host: null },
  { kind: 'tls', status: null, host: 'x'.repeat(301) },
  { kind: 'tls', status: null, host: 'x'.repeat(300) },
  { kind: 'tls', status: null },
  { kind: 'tls', status: null, host: null, extra: 1 },
  { kind: 'tls', status: undefined, host: null },
  ['refused', null, null],
  null,
  'refused',
  7,
];

describe('readConnectionFailure', () => {
  it('agrees with connectionFailureSchema on valid, damaged and foreign details', () => {
    for (const connection of cases) {
      expect(readConnectionFailure({ connection }), JSON.stringify(connection)).toEqual(
        connectionFailureOf({ connection }),
      );
    }
    expect(readConnectionFailure(undefined)).toBeNull();
    expect(readConnectionFailure({ connection: cases[1] })).toEqual({ kind: 'server_error', status: 503, host: null });
  });
});
