// Running model downloads, kept outside React so progress and Cancel survive leaving and re-opening Settings.
import { useSyncExternalStore } from 'react';
import { api } from '../../../api/client';

export type DownloadView =
  | { status: 'running'; done: number; total: number }
  | { status: 'done' }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

const views = new Map<string, DownloadView>();
const controllers = new Map<string, AbortController>();
const listeners = new Set<() => void>();

function set(id: string, view: DownloadView | null): void {
  if (view) views.set(id, view);
  else views.delete(id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the download of one model (an explicit user action); a second click while it runs does nothing. */
export function startDownload(id: string): void {
  if (controllers.has(id)) return;
  const controller = new AbortController();
  controllers.set(id, controller);
  set(id, { status: 'running', done: 0, total: 0 });
  api
    .task('models.download', { id }, { signal: controller.signal, onProgress: (done, total) => set(id, { status: 'running', done, total }) })
    .then(
      () => ({ status: 'done' }) as const,
      (error: unknown) => (controller.signal.aborted ? ({ status: 'cancelled' } as const) : ({ status: 'failed', error } as const)),
    )
    .then((view) => {
      // The model lists refresh by themselves: models.download marks them stale when it ends.
      controllers.delete(id);
      set(id, view);
    });
}

export function cancelDownload(id: string): void {
  controllers.get(id)?.abort();
}

/** Forgets a finished download's outcome (after a delete or a new start). */
export function clearDownload(id: string): void {
  if (!controllers.has(id)) set(id, null);
}

export function useDownload(id: string): DownloadView | undefined {
  return useSyncExternalStore(subscribe, () => views.get(id));
}
