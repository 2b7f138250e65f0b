// Which of an exercise's rubrics no judge would score: with judges chosen for the exercise, all of
// them when any chosen judge no longer exists (the service refuses to score with a missing judge);
// without, each rubric that no judge is the default for. One rule for the service and the form.

export type JudgeDefaults = { id: string; defaultFor: readonly string[] };

export function unjudgedRubrics(
  rubricIds: readonly string[],
  judgeIds: readonly string[],
  judges: readonly JudgeDefaults[],
): string[] {
  if (judgeIds.length > 0) return judgeIds.every((id) => judges.some((j) => j.id === id)) ? [] : [...rubricIds];
  return rubricIds.filter((rubricId) => !judges.some((j) => j.defaultFor.includes(rubricId)));
}
