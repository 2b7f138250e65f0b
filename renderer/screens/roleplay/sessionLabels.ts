// Translated names of a role-play session's status and of why it ended.
import type { TFunction } from 'i18next';
import type { RoleplayEndReason, RoleplaySession } from '../../../shared/domain/roleplay';

export function sessionLabels(t: TFunction) {
  const status: Record<RoleplaySession['status'], string> = {
    active: t('roleplay:status.active'),
    paused: t('roleplay:status.paused'),
    ended: t('roleplay:status.ended'),
  };
  const ended: Record<RoleplayEndReason, string> = {
    natural: t('roleplay:endReason.natural'),
    turn_cap: t('roleplay:endReason.turn_cap'),
    trainee: t('roleplay:endReason.trainee'),
  };
  return {
    /** "Ended: turn cap reached" style label for a list row. */
    state: (session: Pick<RoleplaySession, 'status' | 'endReason'>) =>
      session.status === 'ended' && session.endReason ? ended[session.endReason] : status[session.status],
    status: (s: RoleplaySession['status']) => status[s],
  };
}

/** How many turns the trainee has taken. */
export const traineeTurns = (session: Pick<RoleplaySession, 'turns'>) =>
  session.turns.filter((turn) => turn.speaker === 'trainee').length;
