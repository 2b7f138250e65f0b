// The preload against a recorded fake of 'electron': it exposes exactly the contract's method names
// (nothing else, no raw ipcRenderer), each one a single invoke on the one IPC channel, plus events.
import { describe, expect, it, vi } from 'vitest';
import { contract, METHOD_NAMES, type Bridge } from '../../shared/api/contract';

const fake = vi.hoisted(() => ({
  exposed: new Map<string, unknown>(),
  invoke: vi.fn(async (..._args: unknown[]) => ({ ok: true, value: 'from main' })),
  listeners: new Map<string, (...args: unknown[]) => void>(),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => fake.exposed.set(key, value) },
  ipcRenderer: {
    invoke: fake.invoke,
    on: (channel: string, listener: (...args: unknown[]) => void) => fake.listeners.set(channel, listener),
    removeListener: (channel: string, listener: unknown) =>
      fake.listeners.get(channel) === listener && fake.listeners.delete(channel),
  },
}));

await import('../../electron/preload');

describe('preload bridge', () => {
  it('exposes one object, window.culturecare, with methods and onEvent only', () => {
    expect([...fake.exposed.keys()]).toEqual(['culturecare']);
    expect(Object.keys(fake.exposed.get('culturecare') as object).sort()).toEqual(['methods', 'onEvent']);
  });

  it('has exactly the contract method names, no more and no fewer', () => {
    const bridge = fake.exposed.get('culturecare') as Bridge;
    expect(Object.keys(bridge.methods).sort()).toEqual([...METHOD_NAMES].sort());
    expect([...METHOD_NAMES].sort()).toEqual(Object.keys(contract).sort());
  });

  it('sends every method through the one invoke channel with its own name', async () => {
    const bridge = fake.exposed.get('culturecare') as Bridge;
    for (const name of METHOD_NAMES) {
      fake.invoke.mockClear();
      const call = bridge.methods[name] as (request: unknown) => Promise<unknown>;
      await expect(call({ probe: name })).resolves.toEqual({ ok: true, value: 'from main' });
      expect(fake.invoke).toHaveBeenCalledExactlyOnceWith('culturecare:invoke', name, { probe: name });
    }
  });

  it('relays task events to a listener until it unsubscribes', () => {
    const bridge = fake.exposed.get('culturecare') as Bridge;
    const seen: unknown[] = [];
    const off = bridge.onEvent((payload) => seen.push(payload));
    fake.listeners.get('culturecare:event')!({ sender: 'ipc event' }, { type: 'task.progress', taskId: 1 });
    expect(seen).toEqual([{ type: 'task.progress', taskId: 1 }]);
    off();
    expect(fake.listeners.has('culturecare:event')).toBe(false);
  });
});
