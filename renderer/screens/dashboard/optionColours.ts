// Colours for the options of one scale in a stacked bar: a single-hue teal ramp from the lowest
// value (light) to the highest (dark), readable without colour vision and in greyscale; options
// without a value (not applicable) in neutral grey. Each colour comes with a legible label colour.
import type { ScaleOption } from '../../../shared/rubrics/types';

const RAMP = ['#b9dde3', '#8cc3cd', '#4f9dac', '#2a6f7d', '#123f48'] as const;
const NO_VALUE = '#a7a29a';

export type OptionColour = { fill: string; text: string };

/** `options` in value order (optionsInValueOrder). */
export function optionColours(options: readonly ScaleOption[]): Map<string, OptionColour> {
  const valued = options.filter((o) => o.value !== null);
  const colours = new Map<string, OptionColour>();
  valued.forEach((option, index) => {
    const step = valued.length === 1 ? RAMP.length - 1 : Math.round((index * (RAMP.length - 1)) / (valued.length - 1));
    colours.set(option.code, { fill: RAMP[step]!, text: step >= 2 ? '#ffffff' : '#1f2a2e' });
  });
  for (const option of options)
    if (option.value === null) colours.set(option.code, { fill: NO_VALUE, text: '#1f2a2e' });
  return colours;
}
