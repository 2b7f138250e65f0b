// The configured judges' display names by id (an id stands in for a judge deleted since, or while
// the list loads).
import type { JudgeProvider } from '../../../../shared/domain/judging';
import { useApiQuery } from '../../../api/hooks';

const byId = (list: JudgeProvider[]) => Object.fromEntries(list.map((j) => [j.id, j.label]));

export function useJudgeLabels(): (judgeId: string) => string {
  const labels = useApiQuery('judges.list', {}, { select: byId }).data ?? {};
  return (judgeId) => labels[judgeId] ?? judgeId;
}
