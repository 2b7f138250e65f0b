// The exercises a role-play with this card can be started under: for a trainee the assigned ones that
// hold the card's scenario, for staff every such exercise; each with the mode it sets.
import type { RoleCard } from '../../../../shared/domain/roleplay';
import { useApiQuery } from '../../../api/hooks';
import { useSession } from '../../../app/session-context';

export type RoleplayExerciseOption = { id: number; title: string; roleplayMode: 'card' | 'practice' | 'assessment' };

export function useRoleplayExercises(card: RoleCard): { options: RoleplayExerciseOption[] | null; error: unknown } {
  const { profile } = useSession();
  const staff = profile !== null && profile.role !== 'trainee';
  const assigned = useApiQuery('practice.assigned', {}, { enabled: profile !== null && !staff });
  const all = useApiQuery('exercises.list', { includeArchived: false }, { enabled: staff });
  const holds = (scenarioIds: readonly number[]) => card.scenarioId !== null && scenarioIds.includes(card.scenarioId);
  if (staff) {
    if (!all.data) return { options: null, error: all.error };
    return {
      options: all.data
        .filter((e) => holds(e.scenarios.map((s) => s.id)))
        .map((e) => ({ id: e.id, title: e.title, roleplayMode: e.roleplayMode })),
      error: null,
    };
  }
  if (!assigned.data) return { options: null, error: assigned.error };
  return {
    options: assigned.data
      .filter((e) => holds(e.scenarios.filter((s) => !s.removed).map((s) => s.scenario.id)))
      .map((e) => ({ id: e.id, title: e.title, roleplayMode: e.roleplayMode })),
    error: null,
  };
}
