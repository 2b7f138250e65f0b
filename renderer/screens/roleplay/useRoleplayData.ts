// What the role-play screen lists: the role cards, the sessions the signed-in profile may see
// (their own; every session for staff), the chat models on servers and the culture list. From the
// shared query cache: a card built or a session played anywhere shows here without a reload.
import { useMemo } from 'react';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { Culture } from '../../../shared/domain/library';
import type { RoleCard, RoleplaySession } from '../../../shared/domain/roleplay';
import { useApiQuery } from '../../api/hooks';

export type RoleplayData = {
  cards: RoleCard[];
  sessions: RoleplaySession[];
  models: JudgeProvider[];
  cultures: Culture[];
};

/** In-process judges only score; playing the help-seeker needs a chat model on a server. */
export const serverModels = (all: JudgeProvider[]) => all.filter((j) => j.kind !== 'local');

export function useRoleplayData() {
  const cards = useApiQuery('roleplay.cards.list', {});
  const sessions = useApiQuery('roleplay.sessions', {});
  const models = useApiQuery('judges.list', {}, { select: serverModels });
  const cultures = useApiQuery('cultures.list', {});
  const error = cards.error ?? sessions.error ?? models.error ?? null;
  const culturesDone = cultures.data !== undefined || cultures.error !== null;
  const data = useMemo<RoleplayData | null>(
    () =>
      cards.data && sessions.data && models.data && culturesDone
        ? { cards: cards.data, sessions: sessions.data, models: models.data, cultures: cultures.data ?? [] }
        : null,
    [cards.data, sessions.data, models.data, cultures.data, culturesDone],
  );
  return { data, error };
}
