// A small page writer over pdfkit for the reports: A4 pages with margins, flowing text that breaks
// across pages, headings, a running footer with page numbers, and mirrored placement (x from the
// right) when the report's language is written right to left.
import { reportFonts, type Face, type FontSet } from './fonts';
import { layoutText, type Direction, type LaidParagraph, type Measure } from './text-layout';

export const PALETTE = {
  text: '#23272b',
  muted: '#5d646b',
  primary: '#1d5c68',
  primarySoft: '#e2eef0',
  border: '#ddd7cc',
  surfaceMuted: '#f0ede6',
  accent: '#b5652d',
  danger: '#a33a2f',
  success: '#2f6b3a',
} as const;

/** start/end follow the report's direction; auto follows the text's own direction (dir="auto"). */
export type Align = 'start' | 'end' | 'center' | 'auto';
export type TextStyle = {
  size?: number;
  bold?: boolean;
  color?: string;
  dir?: Direction;
  align?: Align;
  lineGap?: number;
};

export type Laid = { paragraphs: LaidParagraph[]; size: number; bold: boolean; lineHeight: number; height: number };

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = { top: 56, bottom: 64, side: 50 } as const;

export class ReportWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly fonts: FontSet;
  readonly left: number = MARGIN.side;
  readonly width: number = PAGE.width - 2 * MARGIN.side;
  readonly bottom: number = PAGE.height - MARGIN.bottom;
  y: number = MARGIN.top;
  private readonly widths = new Map<string, number>();
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<Buffer>;

  /** A writer with its first page; pdfkit and the fonts are loaded on first use, not at app start. */
  static async create(rtl: boolean, info: { title: string; language: string }): Promise<ReportWriter> {
    const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), reportFonts()]);
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      lang: info.language,
      info: { Title: info.title, Creator: 'CultureCare Trainer', Producer: 'CultureCare Trainer' },
    });
    return new ReportWriter(rtl, doc, fonts);
  }

  private constructor(
    readonly rtl: boolean,
    doc: PDFKit.PDFDocument,
    fonts: FontSet,
  ) {
    this.doc = doc;
    this.fonts = fonts;
    for (const face of [...this.fonts.regular, ...this.fonts.bold]) this.doc.registerFont(face.name, face.data);
    this.doc.font(this.fonts.regular[0]!.name);
    this.ended = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  private measure(size: number): Measure {
    return (face: Face, text: string) => {
      const key = `${face.name}\u0000${size}\u0000${text}`;
      let width = this.widths.get(key);
      if (width === undefined) {
        width = this.doc.font(face.name).fontSize(size).widthOfString(text);
        this.widths.set(key, width);
      }
      return width;
    };
  }

  /** Lays text out to a width without drawing it (for measuring table cells and keeping blocks together). */
  lay(text: string, width: number, style: TextStyle = {}): Laid {
    const size = style.size ?? 10;
    const bold = style.bold ?? false;
    const lineHeight = size * (1.45 + (style.lineGap ?? 0));
    const dir = style.dir ?? (this.rtl ? 'rtl' : 'ltr');
    const paragraphs = layoutText(text, {
      faces: bold ? this.fonts.bold : this.fonts.regular,
      measure: this.measure(size),
      maxWidth: Math.max(width, 1),
      dir,
    });
    const lines = paragraphs.reduce((n, p) => n + p.lines.length, 0);
    return { paragraphs, size, bold, lineHeight, height: lines * lineHeight };
  }

  /** Left x of a box placed at `offset` from the start edge (left in LTR, right in RTL) within [x, x + span]. */
  place(offset: number, boxWidth: number, x = this.left, span = this.width): number {
    return this.rtl ? x + span - offset - boxWidth : x + offset;
  }

  private lineX(lineWidth: number, paragraphRtl: boolean, x: number, width: number, align: Align): number {
    const startIsLeft =
      align === 'auto' ? !paragraphRtl : align === 'start' ? !this.rtl : align === 'end' ? this.rtl : null;
    if (startIsLeft === null) return x + (width - lineWidth) / 2;
    return startIsLeft ? x : x + width - lineWidth;
  }

  /** Draws laid-out text at a fixed place (no page breaks); returns the height used. */
  drawLaid(laid: Laid, x: number, y: number, width: number, style: TextStyle = {}, maxLines = Infinity): number {
    let lineTop = y;
    let drawn = 0;
    this.doc.fillColor(style.color ?? PALETTE.text);
    for (const paragraph of laid.paragraphs) {
      for (const line of paragraph.lines) {
        if (drawn >= maxLines) return drawn * laid.lineHeight;
        this.drawLine(
          line,
          this.lineX(line.width, paragraph.rtl, x, width, style.align ?? 'start'),
          lineTop + laid.size * 1.1,
          laid.size,
        );
        lineTop += laid.lineHeight;
        drawn += 1;
      }
    }
    return drawn * laid.lineHeight;
  }

  private drawLine(line: LaidParagraph['lines'][number], x: number, baseline: number, size: number): void {
    for (const run of line.runs) {
      this.doc
        .font(run.face.name)
        .fontSize(size)
        .text(run.text, x + run.x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    }
  }

  /**
   * Flowing text at the current position, breaking to a new page between lines when needed; `rule`
   * draws a thin bar in that colour along the start edge (for quoted replies and comments).
   */
  text(text: string, style: TextStyle & { indent?: number; width?: number; rule?: string } = {}): void {
    const indent = style.indent ?? 0;
    const width = style.width ?? this.width - indent;
    const laid = this.lay(text, width, style);
    const x = this.place(indent, width);
    for (const paragraph of laid.paragraphs) {
      for (const line of paragraph.lines) {
        this.ensure(laid.lineHeight);
        if (style.rule) this.box(indent - 9, this.y, 2.5, laid.lineHeight, style.rule);
        this.doc.fillColor(style.color ?? PALETTE.text);
        this.drawLine(
          line,
          this.lineX(line.width, paragraph.rtl, x, width, style.align ?? 'start'),
          this.y + laid.size * 1.1,
          laid.size,
        );
        this.y += laid.lineHeight;
      }
    }
  }

  /** A heading kept on one page with at least `keep` points of what follows it. */
  heading(text: string, level: 1 | 2 | 3 = 2, keep = 40): void {
    const size = level === 1 ? 18 : level === 2 ? 13 : 11;
    const before = level === 1 ? 0 : level === 2 ? 14 : 8;
    this.ensure(before + size * 1.5 + keep);
    this.y += before;
    this.text(text, { size, bold: true, color: level === 3 ? PALETTE.text : PALETTE.primary });
    if (level === 2) {
      this.doc
        .moveTo(this.left, this.y + 1)
        .lineTo(this.left + this.width, this.y + 1)
        .lineWidth(0.6)
        .strokeColor(PALETTE.border)
        .stroke();
      this.y += 6;
    } else this.y += 2;
  }

  space(height: number): void {
    this.y += height;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y + height > this.bottom) this.newPage();
  }

  newPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = MARGIN.top;
  }

  /** A filled rectangle given from the start edge (mirrored in RTL). */
  box(offset: number, y: number, width: number, height: number, color: string, x = this.left, span = this.width): void {
    this.doc
      .rect(this.place(offset, width, x, span), y, width, height)
      .fillColor(color)
      .fill();
  }

  /** Writes the footer on every page and returns the finished PDF. */
  async finish(footer: (page: number, pages: number) => string): Promise<Buffer> {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const laid = this.lay(footer(i - range.start + 1, range.count), this.width, { size: 8 });
      this.doc
        .moveTo(this.left, this.bottom + 18)
        .lineTo(this.left + this.width, this.bottom + 18)
        .lineWidth(0.5)
        .strokeColor(PALETTE.border)
        .stroke();
      this.drawLaid(laid, this.left, this.bottom + 24, this.width, { color: PALETTE.muted, align: 'center' });
    }
    this.doc.end();
    return this.ended;
  }
}
