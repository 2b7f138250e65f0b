// Two small vector charts drawn with pdfkit's drawing API: a line chart of scores over time (a line
// per series, a gap where a value is missing, never a 0) and stacked bars of how a class's ratings
// spread over a scale's options. Both mirror in right-to-left reports (time runs from the right).
import { PALETTE, type ReportWriter } from './writer';

export const SERIES_COLOURS = [
  '#1d5c68',
  '#b5652d',
  '#2f6b3a',
  '#7a4c8c',
  '#2f6b8f',
  '#a33a2f',
  '#8a6a1f',
  '#5d646b',
] as const;

export type ChartSeries = { label: string; color: string; values: (number | null)[] };
export type LineChartSpec = {
  xLabels: string[];
  series: ChartSeries[];
  yMin: number;
  yMax: number;
  yTicks: { value: number; label: string }[];
  height?: number;
};

/** x offsets (from the plot's start edge) of n evenly spaced points. */
export function pointOffsets(n: number, plotWidth: number): number[] {
  if (n <= 0) return [];
  if (n === 1) return [plotWidth / 2];
  const inset = Math.min(12, plotWidth / 10);
  return Array.from({ length: n }, (_, i) => inset + (i * (plotWidth - 2 * inset)) / (n - 1));
}

/** Which x labels to print so at most `max` appear, always including the first and the last. */
export function labelIndices(n: number, max: number): number[] {
  if (n <= max) return Array.from({ length: n }, (_, i) => i);
  const step = Math.ceil((n - 1) / (max - 1));
  const picked = new Set<number>();
  for (let i = 0; i < n; i += step) picked.add(i);
  picked.add(n - 1);
  return [...picked].sort((a, b) => a - b);
}

export function drawLineChart(w: ReportWriter, spec: LineChartSpec): void {
  const height = spec.height ?? 150;
  const axisWidth = 26;
  const plotWidth = w.width - axisWidth;
  const plotHeight = height - 20;
  w.ensure(height + 40);
  // Room above the top grid line for its tick label.
  const top = w.y + 8;
  const yOf = (value: number) => top + plotHeight - ((value - spec.yMin) / (spec.yMax - spec.yMin || 1)) * plotHeight;
  const plotLeft = w.rtl ? w.left : w.left + axisWidth;
  const xOf = (offset: number) => w.place(offset, 0, plotLeft, plotWidth);
  const doc = w.doc;

  // Grid and y ticks.
  for (const tick of spec.yTicks) {
    const y = yOf(tick.value);
    doc
      .moveTo(plotLeft, y)
      .lineTo(plotLeft + plotWidth, y)
      .lineWidth(0.4)
      .strokeColor(PALETTE.border)
      .stroke();
    const laid = w.lay(tick.label, axisWidth - 4, { size: 7 });
    w.drawLaid(laid, w.place(0, axisWidth - 4), y - laid.lineHeight / 2, axisWidth - 4, {
      color: PALETTE.muted,
      align: 'end',
    });
  }

  const offsets = pointOffsets(spec.xLabels.length, plotWidth);
  for (const series of spec.series) {
    doc.lineWidth(1.6).strokeColor(series.color);
    let drawing = false;
    series.values.forEach((value, i) => {
      if (value === null) {
        drawing = false;
        return;
      }
      const x = xOf(offsets[i]!);
      if (drawing) doc.lineTo(x, yOf(value));
      else doc.moveTo(x, yOf(value));
      drawing = true;
    });
    doc.stroke();
    series.values.forEach((value, i) => {
      if (value !== null) doc.circle(xOf(offsets[i]!), yOf(value), 2.3).fillColor(series.color).fill();
    });
  }

  // x labels under the plot.
  for (const i of labelIndices(spec.xLabels.length, 8)) {
    const laid = w.lay(spec.xLabels[i]!, 60, { size: 7 });
    const lineWidth = laid.paragraphs[0]?.lines[0]?.width ?? 0;
    w.drawLaid(
      laid,
      xOf(offsets[i]!) - lineWidth / 2,
      top + plotHeight + 4,
      lineWidth + 1,
      { color: PALETTE.muted, align: 'center' },
      1,
    );
  }
  w.y = top + height;
  drawLegend(
    w,
    spec.series.map((s) => ({ label: s.label, color: s.color })),
  );
}

/** Colour swatches with labels in a row from the start edge, wrapping when the row is full. */
export function drawLegend(w: ReportWriter, entries: readonly { label: string; color: string }[]): void {
  let offset = 0;
  const lineHeight = 12;
  w.ensure(lineHeight + 4);
  for (const entry of entries) {
    const laid = w.lay(entry.label, w.width, { size: 7.5 });
    const labelWidth = laid.paragraphs[0]?.lines[0]?.width ?? 0;
    const needed = 10 + labelWidth + 12;
    if (offset > 0 && offset + needed > w.width) {
      offset = 0;
      w.y += lineHeight;
      w.ensure(lineHeight + 4);
    }
    w.box(offset, w.y + 3, 7, 7, entry.color);
    w.drawLaid(
      laid,
      w.place(offset + 10, labelWidth + 1),
      w.y,
      labelWidth + 1,
      { color: PALETTE.text, align: 'start' },
      1,
    );
    offset += needed;
  }
  w.y += lineHeight + 4;
}

/** White or dark text, whichever reads better on a background colour (#rrggbb), by relative luminance. */
export function textOn(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(background.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return luminance > 0.35 ? PALETTE.text : '#ffffff';
}

export type DistributionRow = { label: string; segments: { count: number; countLabel: string; color: string }[] };

/** One stacked bar per row: each segment's width is its share of the row's ratings, its count printed inside. */
export function drawDistribution(w: ReportWriter, rows: readonly DistributionRow[]): void {
  const labelWidth = w.width * 0.3;
  const barWidth = w.width - labelWidth - 8;
  const barHeight = 12;
  for (const row of rows) {
    const laid = w.lay(row.label, labelWidth - 4, { size: 8 });
    const height = Math.max(laid.height, barHeight) + 5;
    w.ensure(height);
    w.drawLaid(laid, w.place(0, labelWidth - 4), w.y, labelWidth - 4, { color: PALETTE.text });
    const total = row.segments.reduce((sum, s) => sum + s.count, 0);
    const barStart = labelWidth + 8;
    if (total === 0) {
      w.doc
        .rect(w.place(barStart, barWidth), w.y + 1, barWidth, barHeight)
        .lineWidth(0.5)
        .strokeColor(PALETTE.border)
        .stroke();
      const none = w.lay('–', barWidth, { size: 7.5 });
      w.drawLaid(none, w.place(barStart, barWidth), w.y + 1, barWidth, { color: PALETTE.muted, align: 'center' });
    }
    let offset = barStart;
    for (const segment of row.segments) {
      if (segment.count === 0 || total === 0) continue;
      const width = (segment.count / total) * barWidth;
      w.box(offset, w.y + 1, width, barHeight, segment.color);
      if (width >= 12) {
        const count = w.lay(segment.countLabel, width, { size: 7, bold: true });
        w.drawLaid(
          count,
          w.place(offset, width),
          w.y + 1.5,
          width,
          { color: textOn(segment.color), align: 'center' },
          1,
        );
      }
      offset += width;
    }
    w.y += height;
  }
}
