// The cultures (for translated names of the built-in ones), loaded once; empty until they arrive.
import { useEffect, useState } from 'react';
import type { Culture } from '../../../shared/domain/library';
import { api } from '../../api/client';

export function useCultures(): Culture[] {
  const [cultures, setCultures] = useState<Culture[]>([]);
  useEffect(() => {
    let live = true;
    api.call('cultures.list', {}).then(
      (list) => {
        if (live) setCultures(list);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return cultures;
}
