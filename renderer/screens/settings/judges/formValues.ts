// Form values for a new judge, or for editing one (its settings, never its key).
import type { JudgeProvider, JudgeProviderInput } from '../../../../shared/domain/judging';
import { RUBRIC_IDS, type RubricId } from '../../../../shared/rubrics/registry';

const isRubricId = (id: string): id is RubricId => (RUBRIC_IDS as readonly string[]).includes(id);

export function judgeFormValues(judge: JudgeProvider | null): JudgeProviderInput {
  if (!judge) return { label: '', baseUrl: '', model: '', logprobs: true, structuredOutput: true, rationaleFirst: false, maxConcurrency: 4, defaultFor: [] };
  return {
    id: judge.id,
    label: judge.label,
    baseUrl: judge.baseUrl,
    model: judge.model,
    logprobs: judge.logprobs,
    structuredOutput: judge.structuredOutput,
    rationaleFirst: judge.rationaleFirst,
    maxConcurrency: judge.maxConcurrency,
    defaultFor: judge.defaultFor.filter(isRubricId),
  };
}
