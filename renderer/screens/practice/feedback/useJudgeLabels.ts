// The configured judges' display names by id (an id stands in for a judge deleted since).
import { useEffect, useState } from 'react';
import { api } from '../../../api/client';

export function useJudgeLabels(): (judgeId: string) => string {
  const [labels, setLabels] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    api.call('judges.list', {}).then(
      (list) => {
        if (live) setLabels(Object.fromEntries(list.map((j) => [j.id, j.label])));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return (judgeId) => labels[judgeId] ?? judgeId;
}
