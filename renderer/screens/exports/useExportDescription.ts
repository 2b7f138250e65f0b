// Asks the service what the chosen export will contain (exports.describe) whenever the choice changes;
// nothing is written.
import { useEffect, useState } from 'react';
import type { ExportDescription } from '../../../shared/domain/review';
import { api } from '../../api/client';
import type { ExportRequest } from './exportRequest';

export function useExportDescription(request: ExportRequest | null): {
  description: ExportDescription | null;
  error: unknown;
  loading: boolean;
} {
  const key = request ? JSON.stringify(request) : null;
  const [loaded, setLoaded] = useState<{ key: string; description: ExportDescription | null; error: unknown } | null>(
    null,
  );

  useEffect(() => {
    if (key === null) return;
    let live = true;
    api.call('exports.describe', JSON.parse(key) as ExportRequest).then(
      (description) => {
        if (live) setLoaded({ key, description, error: null });
      },
      (failure: unknown) => {
        if (live) setLoaded({ key, description: null, error: failure });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);

  const current = loaded && loaded.key === key ? loaded : null;
  return {
    description: current?.description ?? null,
    error: current?.error ?? null,
    loading: key !== null && !current,
  };
}
