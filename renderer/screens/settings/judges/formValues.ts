// The judge form's values (both kinds' fields, so switching kind keeps what was typed), what is sent for the chosen kind, and the form's resolver.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  judgeProviderInputSchema,
  type JudgeProvider,
  type JudgeProviderInput,
  type JudgeProviderKind,
  type JudgeProviderSave,
} from '../../../../shared/domain/judging';
import { RUBRIC_IDS, type RubricId } from '../../../../shared/rubrics/registry';
import {
  inferServerKind,
  SERVER_KIND_CONCURRENCY,
  type JudgeServerKind,
} from '../../../../shared/domain/judge-servers';

export type JudgeFormValues = {
  kind: JudgeProviderKind;
  id?: string;
  label: string;
  /** Server judges. */
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  logprobs: boolean;
  structuredOutput: boolean;
  rationaleFirst: boolean;
  /** Server judges: what kind of server it is (sets the default concurrency). */
  serverKind: JudgeServerKind;
  /** Local judges: the model list id ('' until one is chosen). */
  modelId: string;
  maxConcurrency: number;
  defaultFor: RubricId[];
};

/** Requests at once a new judge starts with: per server kind for a server judge, 1 for a local model. */
export const defaultConcurrency = (kind: JudgeProviderKind, serverKind: JudgeServerKind): number =>
  kind === 'local' ? 1 : SERVER_KIND_CONCURRENCY[serverKind];

/** A new server judge is a department server until its address or the instructor says otherwise. */
export const NEW_SERVER_KIND: JudgeServerKind = 'department';
export { inferServerKind };

const isRubricId = (id: string): id is RubricId => (RUBRIC_IDS as readonly string[]).includes(id);

/** Values for a new judge, or for editing one (its settings, never its key). */
export function judgeFormValues(judge: JudgeProvider | null): JudgeFormValues {
  if (!judge)
    return {
      kind: 'openai',
      label: '',
      baseUrl: '',
      model: '',
      modelId: '',
      logprobs: true,
      structuredOutput: true,
      rationaleFirst: false,
      serverKind: NEW_SERVER_KIND,
      maxConcurrency: SERVER_KIND_CONCURRENCY[NEW_SERVER_KIND],
      defaultFor: [],
    };
  const local = judge.kind === 'local';
  return {
    kind: judge.kind,
    id: judge.id,
    label: judge.label,
    baseUrl: judge.baseUrl,
    model: local ? '' : judge.model,
    modelId: local ? judge.model : '',
    logprobs: local ? true : judge.logprobs,
    structuredOutput: local ? true : judge.structuredOutput,
    rationaleFirst: local ? false : judge.rationaleFirst,
    serverKind: local ? NEW_SERVER_KIND : judge.serverKind,
    maxConcurrency: judge.maxConcurrency,
    defaultFor: judge.defaultFor.filter(isRubricId),
  };
}

/** The judges.save request for the chosen kind: only that kind's fields. */
export function judgeInputOf(v: JudgeFormValues): JudgeProviderInput {
  const common = {
    ...(v.id ? { id: v.id } : {}),
    label: v.label,
    maxConcurrency: v.maxConcurrency,
    defaultFor: v.defaultFor,
  };
  if (v.kind === 'local') return { kind: 'local', modelId: v.modelId, ...common };
  return {
    kind: 'openai',
    baseUrl: v.baseUrl,
    model: v.model,
    ...(v.apiKey !== undefined ? { apiKey: v.apiKey } : {}),
    logprobs: v.logprobs,
    structuredOutput: v.structuredOutput,
    rationaleFirst: v.rationaleFirst,
    serverKind: v.serverKind,
    ...common,
  };
}

const schemaResolver = zodResolver(judgeProviderInputSchema);

/** Validates the chosen kind's fields with the API's own schema; issues land on the fields of the same names. */
export const judgeFormResolver: Resolver<JudgeFormValues, unknown, JudgeProviderSave> = (values, context, options) =>
  schemaResolver(
    judgeInputOf(values),
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  ) as ReturnType<Resolver<JudgeFormValues, unknown, JudgeProviderSave>>;
