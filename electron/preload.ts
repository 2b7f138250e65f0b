// Electron preload: exposes exactly the contract's methods by name, plus task events. No raw ipcRenderer.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { METHOD_NAMES, type Bridge } from '../shared/api/contract';

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
