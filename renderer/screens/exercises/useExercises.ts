// Loads the exercise list (with or without archived ones) and the cultures; `reload` after a change.
import { useCallback, useEffect, useState } from 'react';
import type { Culture } from '../../../shared/domain/library';
import type { Exercise } from '../../../shared/domain/practice';
import { api } from '../../api/client';

export function useExercises(includeArchived: boolean) {
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<{ key: string; items: Exercise[] | null; error: unknown }>({
    key: '',
    items: null,
    error: null,
  });
  const [cultures, setCultures] = useState<Culture[]>([]);
  const key = `${version}|${includeArchived}`;

  useEffect(() => {
    let live = true;
    api.call('exercises.list', { includeArchived }).then(
      (items) => {
        if (live) setList({ key, items, error: null });
      },
      (error: unknown) => {
        if (live) setList((previous) => ({ key, items: previous.items, error }));
      },
    );
    return () => {
      live = false;
    };
  }, [includeArchived, key]);

  useEffect(() => {
    let live = true;
    api.call('cultures.list', {}).then(
      (value) => {
        if (live) setCultures(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { items: list.items, error: list.error, loading: list.key !== key, cultures, reload };
}
