// Tables in the reports: columns laid out from the start edge (the right in RTL reports), cells
// wrapped to their column, rows kept whole across page breaks and the header row repeated on
// every page the table continues on.
import { PALETTE, type Align, type Laid, type ReportWriter } from './writer';

export type Column = {
  header: string;
  /** Share of the table width (weights are normalised). */
  weight: number;
  align?: Align;
  /** Cells hold people's text (names, titles): their direction comes from the text itself. */
  userText?: boolean;
  /**
   * A narrow column whose header may be turned to read bottom to top when it does not fit across,
   * so long item names need not break inside words. Chinese and Japanese headers are never turned:
   * they stack character by character.
   */
  rotate?: boolean;
};

export type TableOptions = {
  size?: number;
  headerSize?: number;
  zebra?: boolean;
  /** Sets the last row in bold (a total or class row). */ boldLastRow?: boolean;
};

const PAD_X = 4;
const PAD_Y = 3;
/** Longest a rotated header may run before it wraps to a second line. */
const ROTATED_MAX = 92;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export function drawTable(
  w: ReportWriter,
  columns: readonly Column[],
  rows: readonly string[][],
  options: TableOptions = {},
): void {
  const size = options.size ?? 8.5;
  const headerSize = options.headerSize ?? 7.5;
  const total = columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = columns.map((c) => (c.weight / total) * w.width);
  const offsets = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));

  const layRow = (cells: readonly string[], bold = false) =>
    cells.map((cell, i) =>
      w.lay(cell, widths[i]! - 2 * PAD_X, { size, bold, dir: columns[i]!.userText ? 'auto' : undefined }),
    );
  const rowHeight = (laid: ReturnType<typeof layRow>) => Math.max(...laid.map((l) => l.height)) + 2 * PAD_Y;

  const lineLength = (laid: Laid) => Math.max(0, ...laid.paragraphs.flatMap((p) => p.lines.map((l) => l.width)));
  // When one turnable header does not fit across, all are turned, so the header row reads alike.
  const turnable = columns.map((c) => c.rotate === true && !UNSPACED.test(c.header));
  const anyTooWide = columns.some(
    (c, i) =>
      turnable[i] && lineLength(w.lay(c.header, Infinity, { size: headerSize, bold: true })) > widths[i]! - 2 * PAD_X,
  );
  const turned = turnable.map((t) => t && anyTooWide);
  const headers = columns.map((c, i) =>
    w.lay(c.header, turned[i] ? ROTATED_MAX : widths[i]! - 2 * PAD_X, { size: headerSize, bold: true }),
  );
  const headerHeight = Math.max(...headers.map((laid, i) => (turned[i] ? lineLength(laid) : laid.height))) + 2 * PAD_Y;

  const drawCells = (laid: ReturnType<typeof layRow>, color: string) =>
    laid.forEach((cell, i) => {
      const x = w.place(offsets[i]!, widths[i]!);
      w.drawLaid(cell, x + PAD_X, w.y + PAD_Y, widths[i]! - 2 * PAD_X, { color, align: columns[i]!.align ?? 'start' });
    });
  const drawHeader = () => {
    w.box(0, w.y, w.width, headerHeight, PALETTE.primarySoft);
    headers.forEach((laid, i) => {
      const x = w.place(offsets[i]!, widths[i]!);
      if (!turned[i]) {
        w.drawLaid(laid, x + PAD_X, w.y + PAD_Y, widths[i]! - 2 * PAD_X, {
          color: PALETTE.primary,
          align: columns[i]!.align ?? 'start',
        });
        return;
      }
      // Turned a quarter counter-clockwise about the cell's bottom edge: the text's lines run upwards.
      const doc = w.doc;
      doc.save();
      doc.translate(x + (widths[i]! - laid.height) / 2, w.y + headerHeight - PAD_Y);
      doc.rotate(-90);
      w.drawLaid(laid, 0, 0, headerHeight - 2 * PAD_Y, { color: PALETTE.primary, align: w.rtl ? 'end' : 'start' });
      doc.restore();
    });
    w.y += headerHeight;
  };

  const first = rows[0] ? rowHeight(layRow(rows[0])) : 0;
  w.ensure(headerHeight + first);
  drawHeader();
  rows.forEach((row, index) => {
    const laid = layRow(row, options.boldLastRow === true && index === rows.length - 1);
    const height = rowHeight(laid);
    if (w.y + height > w.bottom) {
      w.newPage();
      drawHeader();
    }
    if (options.zebra !== false && index % 2 === 1) w.box(0, w.y, w.width, height, PALETTE.surfaceMuted);
    drawCells(laid, PALETTE.text);
    w.y += height;
    w.doc
      .moveTo(w.left, w.y)
      .lineTo(w.left + w.width, w.y)
      .lineWidth(0.4)
      .strokeColor(PALETTE.border)
      .stroke();
  });
  w.space(6);
}
