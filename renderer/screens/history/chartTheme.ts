// Chart colours and line styles: the Okabe-Ito palette (distinguishable with colour-blindness),
// with a dash pattern per line as a second cue, and the shared text styles for axes.
export const SERIES_COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'] as const;
const DASHES = ['', '7 4', '2 3', '10 3 2 3'] as const;

export const seriesColour = (index: number): string => SERIES_COLOURS[index % SERIES_COLOURS.length]!;
export const seriesDash = (index: number): string => DASHES[index % DASHES.length]!;

export const AXIS_TICK = { fill: '#3b4248', fontSize: 13 } as const;
export const AXIS_LABEL = { fill: '#3b4248', fontSize: 13, fontWeight: 600 } as const;
export const AXIS_TICK_MUTED = '#5d646b';
export const GRID_STROKE = '#e4dfd5';
