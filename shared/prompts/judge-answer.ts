// How a judge is asked to answer a rubric item: single keys for log-prob scoring, JSON for structured output.
import type { RubricItem, Scale, ScaleOption } from '../rubrics/types';
import type { JsonSchemaResponseFormat } from './types';

export type JudgeMode = 'logprobs' | 'structured';

/** Points scales answer with digits (numbers in JSON); categorical scales with letters (codes in JSON). */
const numericKeys = (scale: Scale): boolean => scale.options.every((o) => /^[0-9]$/.test(o.key));

/** What the judge writes for an option: its key in log-prob mode; in JSON a number or the option code. */
export function answerFor(scale: Scale, option: ScaleOption, mode: JudgeMode): string {
  if (mode === 'logprobs') return option.key;
  return numericKeys(scale) ? option.key : JSON.stringify(option.code);
}

/** One line per option: the answer, the option's name when it differs, and the item's anchor. */
export function scaleLines(item: RubricItem, mode: JudgeMode): string[] {
  return item.scale.options.map((option) => {
    const answer = answerFor(item.scale, option, mode);
    const name = option.label === option.key ? '' : ` (${option.label})`;
    return `${answer}${name}: ${item.anchors[option.code] ?? ''}`;
  });
}

const orList = (values: readonly string[]): string =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** The closing instruction telling the judge exactly what to output. */
export function answerInstruction(item: RubricItem, mode: JudgeMode, rationaleFirst: boolean): string {
  const answers = item.scale.options.map((o) => answerFor(item.scale, o, mode));
  if (mode === 'logprobs') {
    const what = numericKeys(item.scale) ? 'digit' : 'letter';
    return `Answer with the single ${what} of your rating (${orList(answers)}) and nothing else: no words, no punctuation, no explanation.`;
  }
  const score = `"score": <${orList(answers)}>`;
  const rationale = '"rationale": "<one or two sentences on why>"';
  return rationaleFirst
    ? `First think about the reply against the scale, then decide. Answer with one JSON object and nothing else, with the rationale written before the score: {${rationale}, ${score}}`
    : `Answer with one JSON object and nothing else: {${score}, ${rationale}}`;
}

/** The JSON schema of a structured answer, with properties in the order the judge should write them. */
export function judgementResponseFormat(item: RubricItem, rationaleFirst: boolean): JsonSchemaResponseFormat {
  const numeric = numericKeys(item.scale);
  const score = numeric
    ? { type: 'integer', enum: item.scale.options.map((o) => Number(o.key)) }
    : { type: 'string', enum: item.scale.options.map((o) => o.code) };
  const rationale = { type: 'string' };
  const properties = rationaleFirst ? { rationale, score } : { score, rationale };
  return {
    type: 'json_schema',
    json_schema: {
      name: 'rubric_rating',
      strict: true,
      schema: { type: 'object', properties, required: Object.keys(properties), additionalProperties: false },
    },
  };
}
