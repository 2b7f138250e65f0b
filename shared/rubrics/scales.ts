// The response scales used by the rubrics: ordered options with codes, answer keys, values and groups.
import type { Scale, ScaleOption } from './types';

const identityGroups = (options: readonly ScaleOption[]) => options.map((o) => ({ code: o.code, label: o.label }));

const fivePointOptions: readonly ScaleOption[] = [1, 2, 3, 4, 5].map((n) => ({
  code: String(n),
  key: String(n),
  label: String(n),
  value: n,
  group: String(n),
}));

/** Rubric A: 1 (worst) to 5 (best). */
export const FIVE_POINT_SCALE: Scale = {
  id: 'five-point',
  kind: 'points',
  options: fivePointOptions,
  groups: identityGroups(fivePointOptions),
  disagreementSpread: 2,
};

/** Five-point agreement with a claim; grouped into Agree / Neutral / Disagree. */
export const AGREEMENT_SCALE: Scale = {
  id: 'agreement-5',
  kind: 'points',
  options: [
    { code: 'strongly_agree', key: '5', label: 'Strongly agree', value: 5, group: 'agree' },
    { code: 'agree', key: '4', label: 'Agree', value: 4, group: 'agree' },
    { code: 'neutral', key: '3', label: 'Neutral', value: 3, group: 'neutral' },
    { code: 'disagree', key: '2', label: 'Disagree', value: 2, group: 'disagree' },
    { code: 'strongly_disagree', key: '1', label: 'Strongly disagree', value: 1, group: 'disagree' },
  ],
  groups: [
    { code: 'agree', label: 'Agree' },
    { code: 'neutral', label: 'Neutral' },
    { code: 'disagree', label: 'Disagree' },
  ],
  disagreementSpread: 2,
};

const yesSomewhatNoOptions: readonly ScaleOption[] = [
  { code: 'yes', key: 'A', label: 'Yes', value: 2, group: 'yes' },
  { code: 'somewhat', key: 'B', label: 'Somewhat', value: 1, group: 'somewhat' },
  { code: 'no', key: 'C', label: 'No', value: 0, group: 'no' },
];

/** Whether a problem is present: yes (2), somewhat (1), no (0). */
export const YES_SOMEWHAT_NO_SCALE: Scale = {
  id: 'yes-somewhat-no',
  kind: 'categorical',
  options: yesSomewhatNoOptions,
  groups: identityGroups(yesSomewhatNoOptions),
  disagreementSpread: null,
};

const yesPartiallyNoOptions: readonly ScaleOption[] = [
  { code: 'yes', key: 'A', label: 'Yes', value: 2, group: 'yes' },
  { code: 'partially', key: 'B', label: 'Partially', value: 1, group: 'partially' },
  { code: 'no', key: 'C', label: 'No', value: 0, group: 'no' },
];

/** Whether a quality is present: yes (2), partially (1), no (0). */
export const YES_PARTIALLY_NO_SCALE: Scale = {
  id: 'yes-partially-no',
  kind: 'categorical',
  options: yesPartiallyNoOptions,
  groups: identityGroups(yesPartiallyNoOptions),
  disagreementSpread: null,
};

/** Usefulness for training; strong example and with revision group into "promising". */
export const TRAINING_USEFULNESS_SCALE: Scale = {
  id: 'training-usefulness',
  kind: 'categorical',
  options: [
    { code: 'strong_example', key: 'A', label: 'Yes, strong example', value: 2, group: 'promising' },
    { code: 'with_revision', key: 'B', label: 'With revision, promising', value: 1, group: 'promising' },
    { code: 'not_suitable', key: 'C', label: 'No, not suitable', value: 0, group: 'not_suitable' },
  ],
  groups: [
    { code: 'promising', label: 'Promising' },
    { code: 'not_suitable', label: 'Not suitable' },
  ],
  disagreementSpread: null,
};

const riskHandlingOptions: readonly ScaleOption[] = [
  ...yesPartiallyNoOptions,
  { code: 'not_applicable', key: 'D', label: 'Not applicable', value: null, group: 'not_applicable' },
];

/** Risk handling: yes / partially / no, or not applicable when the post carries no risk cues. */
export const RISK_HANDLING_SCALE: Scale = {
  id: 'risk-handling',
  kind: 'categorical',
  options: riskHandlingOptions,
  groups: identityGroups(riskHandlingOptions),
  disagreementSpread: null,
};

export const SCALES: readonly Scale[] = [
  FIVE_POINT_SCALE,
  AGREEMENT_SCALE,
  YES_SOMEWHAT_NO_SCALE,
  YES_PARTIALLY_NO_SCALE,
  TRAINING_USEFULNESS_SCALE,
  RISK_HANDLING_SCALE,
];

export const findOption = (scale: Scale, code: string): ScaleOption | undefined =>
  scale.options.find((o) => o.code === code);

/** The grouped category of an option code (for grouped agreement); undefined for an unknown code. */
export const groupOf = (scale: Scale, code: string): string | undefined => findOption(scale, code)?.group;

/** The lowest and highest numeric values on the scale (ignoring not-applicable options). */
export function scaleRange(scale: Scale): { min: number; max: number } {
  const values = scale.options.flatMap((o) => (o.value === null ? [] : [o.value]));
  return { min: Math.min(...values), max: Math.max(...values) };
}
