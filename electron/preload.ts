// Electron preload: exposes exactly the contract's methods by name, plus task events. No raw ipcRenderer.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { Bridge } from '../shared/api/contract';
// A generated plain list: the contract module itself would bundle zod and every schema into the preload.
import { METHOD_NAMES } from './method-names.generated';

const methods = Object.fromEntries(
  METHOD_NAMES.map((name) => [name, (request: unknown) => ipcRenderer.invoke('culturecare:invoke', name, request)]),
) as Bridge['methods'];

const bridge: Bridge = {
  methods,
  onEvent: (listener) => {
    const relay = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
    ipcRenderer.on('culturecare:event', relay);
    return () => ipcRenderer.removeListener('culturecare:event', relay);
  },
};

contextBridge.exposeInMainWorld('culturecare', bridge);
