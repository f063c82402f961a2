import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import type { ProgramAction } from "#shared/actionprograms/action-program.schema";
import {
  decisionDocumentText,
  type DecisionDocumentTextKey,
} from "#shared/actionprograms/decision-document.texts";
import type { Language, MessageParams } from "#shared/messages";

/**
 * The decision document of an action program (Skollagen 3:9-12): a PDF with the school, the pupil (for staff), the
 * needs, the actions table, the dates of follow-up and evaluation, who decided and when, and how to appeal (who may,
 * to whom, within three weeks of receipt), in the request's language; an English document carries the Swedish
 * appeal instructions too, since the appeal goes to a Swedish board. Pure: the caller gathers the facts.
 */
export interface DecisionDocumentFacts {
  language: Language;
  schoolName: string;
  /** The pupil's name; null leaves the line out (a document for someone who is not staff). */
  studentName: string | null;
  specialNeeds: string;
  actions: ProgramAction[];
  followUpDate: string | null;
  evaluationDate: string | null;
  decisionMaker: string;
  /** The decision's time (ISO); the document shows its date in Swedish time. */
  decidedAt: string;
  /** When an evaluation closed the program (ISO), else null. */
  archivedAt: string | null;
  /** The document's creation time (the clock's), so the same program gives the same file. */
  createdAt: Date;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BODY = 10.5;
const LINE = BODY * 1.4;
const MUTED = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.75, 0.75, 0.75);
const HEADER_FILL = rgb(0.93, 0.93, 0.93);
/** The actions table's columns: action, timespan, follow-up, responsible (shares of the width). */
const COLUMNS = [0.37, 0.19, 0.24, 0.2] as const;
const CELL_PADDING = 4;

/** A date (YYYY-MM-DD) of an instant in Swedish time. */
export function swedishDate(iso: string): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date(iso));
}

class Writer {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private readonly charset: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.charset = new Set(font.getCharacterSet());
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Room for `height` more points on this page, or a new page. */
  ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  space(points: number) {
    this.y -= points;
  }

  /** What the standard font can write: others become '?', tabs and odd spaces a space. */
  clean(text: string): string {
    let out = "";
    for (const char of text.normalize("NFC")) {
      const code = char.codePointAt(0)!;
      if (this.charset.has(code)) out += char;
      else if (/\s/u.test(char)) out += " ";
      else out += "?";
    }
    return out;
  }

  /** The lines of a text wrapped to a width (paragraphs kept; a word longer than the width is cut). */
  wrap(text: string, width: number, font = this.font, size = BODY): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      const words = this.clean(paragraph).split(" ").filter(Boolean);
      let line = "";
      for (const word of words) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (font.widthOfTextAtSize(rest, size) > width) {
          let cut = rest.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  paragraph(text: string, options: { font?: PDFFont; size?: number; muted?: boolean } = {}) {
    const font = options.font ?? this.font;
    const size = options.size ?? BODY;
    const height = size * 1.4;
    for (const line of this.wrap(text, CONTENT_WIDTH, font, size)) {
      this.ensure(height);
      this.y -= height;
      this.page.drawText(line, {
        x: MARGIN,
        y: this.y + size * 0.3,
        size,
        font,
        color: options.muted ? MUTED : rgb(0, 0, 0),
      });
    }
  }

  heading(text: string, size = 12.5) {
    this.ensure(size * 1.6 + LINE * 2);
    this.space(size * 0.6);
    this.paragraph(text, { font: this.bold, size });
    this.space(2);
  }

  /** A label and its value on one line (the value wraps under it when long). */
  field(label: string, value: string) {
    const text = `${label}: `;
    const labelWidth = this.bold.widthOfTextAtSize(this.clean(text), BODY);
    const lines = this.wrap(value, CONTENT_WIDTH - labelWidth);
    lines.forEach((line, index) => {
      this.ensure(LINE);
      this.y -= LINE;
      if (index === 0) {
        this.page.drawText(this.clean(text), {
          x: MARGIN,
          y: this.y + BODY * 0.3,
          size: BODY,
          font: this.bold,
        });
      }
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y + BODY * 0.3,
        size: BODY,
        font: this.font,
      });
    });
  }

  private rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + CONTENT_WIDTH, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }

  /** A table whose rows may run over pages (the header is repeated on each page it continues on). */
  table(headers: string[], rows: string[][]) {
    const widths = COLUMNS.map((share) => share * CONTENT_WIDTH);
    const xs = widths.map((_, index) => MARGIN + widths.slice(0, index).reduce((sum, w) => sum + w, 0));
    const drawHeader = () => {
      const cells = headers.map((header, index) =>
        this.wrap(header, widths[index]! - 2 * CELL_PADDING, this.bold),
      );
      const height = Math.max(...cells.map((lines) => lines.length)) * LINE + 2 * CELL_PADDING;
      this.ensure(height + LINE);
      this.page.drawRectangle({
        x: MARGIN,
        y: this.y - height,
        width: CONTENT_WIDTH,
        height,
        color: HEADER_FILL,
      });
      this.y -= CELL_PADDING;
      this.drawCells(cells, xs, this.bold);
      this.y -= CELL_PADDING;
      this.rule();
    };
    drawHeader();
    for (const row of rows) {
      const cells = row.map((cell, index) => this.wrap(cell, widths[index]! - 2 * CELL_PADDING));
      const count = Math.max(...cells.map((lines) => lines.length));
      this.y -= CELL_PADDING;
      for (let line = 0; line < count; line++) {
        if (this.y - LINE < MARGIN + 20) {
          this.newPage();
          drawHeader();
          this.y -= CELL_PADDING;
        }
        this.drawCells(
          cells.map((lines) => (lines[line] === undefined ? [] : [lines[line]!])),
          xs,
          this.font,
        );
      }
      this.y -= CELL_PADDING;
      this.rule();
    }
  }

  private drawCells(cells: string[][], xs: number[], font: PDFFont) {
    const count = Math.max(1, ...cells.map((lines) => lines.length));
    cells.forEach((lines, index) =>
      lines.forEach((line, row) =>
        this.page.drawText(line, {
          x: xs[index]! + CELL_PADDING,
          y: this.y - (row + 1) * LINE + BODY * 0.3,
          size: BODY,
          font,
        }),
      ),
    );
    this.y -= count * LINE;
  }
}

/** The decision document as PDF bytes. */
export async function decisionDocumentPdf(facts: DecisionDocumentFacts): Promise<Uint8Array> {
  const { language } = facts;
  const text = (key: DecisionDocumentTextKey, params?: MessageParams) =>
    decisionDocumentText(language, key, params);
  const doc = await PDFDocument.create();
  doc.setTitle(text("title"));
  doc.setLanguage(language === "sv" ? "sv-SE" : "en-GB");
  doc.setCreator(facts.schoolName);
  doc.setProducer(facts.schoolName);
  doc.setCreationDate(facts.createdAt);
  doc.setModificationDate(facts.createdAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const out = new Writer(doc, font, bold);
  const date = swedishDate(facts.decidedAt);

  out.paragraph(text("title"), { font: bold, size: 18 });
  out.space(6);
  out.field(text("school"), facts.schoolName);
  if (facts.studentName !== null) out.field(text("student"), facts.studentName);

  out.heading(text("needs"));
  out.paragraph(facts.specialNeeds || "–");

  out.heading(text("actions"));
  if (facts.actions.length === 0) out.paragraph(text("noActions"), { muted: true });
  else {
    out.table(
      [text("action"), text("timespan"), text("followUp"), text("responsible")],
      facts.actions.map((row) => [
        row.action,
        row.timespan || "–",
        row.followUp || "–",
        row.responsible || "–",
      ]),
    );
  }
  out.space(6);
  out.field(text("followUpDate"), facts.followUpDate ?? "–");
  out.field(text("evaluationDate"), facts.evaluationDate ?? "–");

  out.heading(text("decision"));
  out.paragraph(text("decisionText", { decisionMaker: facts.decisionMaker, date }));
  out.space(4);
  out.field(text("decisionMaker"), facts.decisionMaker);
  out.field(text("decisionDate"), date);
  if (facts.archivedAt) out.paragraph(text("archived", { date: swedishDate(facts.archivedAt) }));

  const appeal = (lang: Language) => {
    const params = { school: facts.schoolName };
    for (const key of ["appealWho", "appealWhom", "appealWhen", "appealHow"] as const) {
      out.paragraph(decisionDocumentText(lang, key, params));
      out.space(4);
    }
  };
  out.heading(text("appealTitle"));
  appeal(language);
  if (language !== "sv") {
    out.heading(decisionDocumentText("sv", "appealTitle"), 11);
    out.paragraph(text("appealInSwedish"), { muted: true });
    out.space(2);
    appeal("sv");
  }

  const pages = out.pages.length;
  out.pages.forEach((page, index) => {
    const footer = text("page", { page: index + 1, pages });
    page.drawText(footer, {
      x: PAGE_WIDTH - MARGIN - font.widthOfTextAtSize(footer, 8.5),
      y: MARGIN / 2,
      size: 8.5,
      font,
      color: MUTED,
    });
  });
  return doc.save();
}
