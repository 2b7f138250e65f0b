// Loads what the role-play screen shows: the role cards, the sessions the signed-in profile may see
// (their own; every session for staff), the chat models on servers and the culture list.
import { useEffect, useState } from 'react';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { Culture } from '../../../shared/domain/library';
import type { RoleCard, RoleplaySession } from '../../../shared/domain/roleplay';
import { api } from '../../api/client';

export type RoleplayData = {
  cards: RoleCard[];
  sessions: RoleplaySession[];
  models: JudgeProvider[];
  cultures: Culture[];
};

export function useRoleplayData() {
  const [data, setData] = useState<RoleplayData | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    Promise.all([
      api.call('roleplay.cards.list', {}),
      api.call('roleplay.sessions', {}),
      // In-process judges only score; playing the help-seeker needs a chat model on a server.
      api.call('judges.list', {}).then((all) => all.filter((j) => j.kind !== 'local')),
      api.call('cultures.list', {}).catch((): Culture[] => []),
    ]).then(
      ([cards, sessions, models, cultures]) => {
        if (!current) return;
        setData({ cards, sessions, models, cultures });
        setError(null);
      },
      (e: unknown) => {
        if (current) setError(e);
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return { data, error };
}
