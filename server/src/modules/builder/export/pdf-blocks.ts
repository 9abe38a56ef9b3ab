import { yieldToEventLoop } from '../../../lib/yield-to-event-loop';
import type { Block, Layout, Section } from './layout';
import type { TemplateStyle } from './template-style';

// How each layout block is drawn and tagged; pdf.ts sets up the document around them.

type Struct = PDFKit.PDFStructureElement;
const MUTED = '#555555';

/** One document being written: pdfkit's cursor plus the template's look. */
export interface Page {
  doc: PDFKit.PDFDocument;
  style: TemplateStyle;
  colour: string;
}

const left = ({ doc }: Page) => doc.page.margins.left;
const width = ({ doc }: Page) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const lineHeight = ({ doc, style }: Page) => doc.fontSize(style.bodySize).currentLineHeight(true);

/** Starts a new page unless `height` still fits, so a heading never ends a page alone. */
function keepTogether(page: Page, height: number) {
  const { doc } = page;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** A structure element whose content is whatever `draw` writes (pdfkit marks it with an MCID). */
function tagged(page: Page, parent: Struct, type: string, draw: () => void) {
  parent.add(page.doc.struct(type, {}, draw));
}

function text(
  page: Page,
  value: string,
  font: 'body' | 'bold',
  size: number,
  options: PDFKit.Mixins.TextOptions = {},
) {
  page.doc
    .font(font)
    .fontSize(size)
    .text(value, left(page), page.doc.y, { width: width(page), ...options });
}

/** A decorative rule: an artifact, so screen readers and text extraction skip it. */
function rule(page: Page) {
  const { doc } = page;
  const y = doc.y + 1;
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .save()
    .moveTo(left(page), y)
    .lineTo(left(page) + width(page), y)
    .lineWidth(0.6)
    .strokeColor(page.colour)
    .stroke()
    .restore();
  doc.endMarkedContent();
  doc.y = y + 3;
}

export function header(page: Page, root: Struct, layout: Layout) {
  const { style } = page;
  const align = style.centredHeader ? 'center' : 'left';
  tagged(page, root, 'H1', () => {
    page.doc.fillColor(page.colour);
    text(page, layout.name, 'bold', style.nameSize, { align });
  });
  if (layout.contact.length)
    tagged(page, root, 'P', () => {
      page.doc.fillColor(MUTED);
      text(page, layout.contact.join('\n'), 'body', style.bodySize, { align });
    });
  page.doc.moveDown(0.6);
}

function bullets(page: Page, parent: Struct, items: string[]) {
  const { doc, style } = page;
  const indent = style.bodySize * 1.4;
  const list = doc.struct('L');
  parent.add(list);
  for (const item of items) {
    keepTogether(page, lineHeight(page));
    const y = doc.y;
    const entry = doc.struct('LI');
    list.add(entry);
    tagged(page, entry, 'Lbl', () =>
      doc
        .font('body')
        .fontSize(style.bodySize)
        .text('•', left(page) + indent * 0.35, y, { lineBreak: false }),
    );
    tagged(page, entry, 'LBody', () =>
      doc
        .font('body')
        .fontSize(style.bodySize)
        .text(item, left(page) + indent, y, { width: width(page) - indent }),
    );
    entry.end();
  }
  list.end();
}

function entry(page: Page, parent: Struct, block: Extract<Block, { kind: 'entry' }>) {
  const { doc, style } = page;
  keepTogether(page, lineHeight(page) * 3);
  const [first, second] = [block.title, block.organization].filter(Boolean);
  // An entry with neither title nor organisation gets no heading: an empty H3 would be read out.
  if (first)
    tagged(page, parent, 'H3', () => {
      doc.fillColor('black');
      text(page, first, 'bold', style.bodySize, { continued: Boolean(second) });
      if (second) doc.font('body').text(`, ${second}`);
    });
  if (block.detail)
    tagged(page, parent, 'P', () => {
      doc.fillColor(MUTED);
      text(page, block.detail, 'body', style.bodySize - 0.5);
    });
  doc.fillColor('black');
  if (block.bullets.length) bullets(page, parent, block.bullets);
  doc.moveDown(style.gap / style.bodySize);
}

function blockOf(page: Page, parent: Struct, block: Block) {
  const { doc, style } = page;
  if (block.kind === 'entry') return entry(page, parent, block);
  const value = block.kind === 'lines' ? block.lines.join('\n') : block.text;
  tagged(page, parent, 'P', () => {
    doc.fillColor('black');
    text(page, value, 'body', style.bodySize, { lineGap: 1.5 });
  });
  doc.moveDown(style.gap / style.bodySize);
}

export async function section(page: Page, root: Struct, { title, blocks }: Section) {
  const { doc, style } = page;
  const sect = doc.struct('Sect');
  root.add(sect);
  if (title) {
    keepTogether(page, style.headingSize * 2 + lineHeight(page) * 3);
    tagged(page, sect, 'H2', () => {
      doc.fillColor(page.colour);
      text(page, title, 'bold', style.headingSize, { characterSpacing: 0.6 });
    });
    if (style.ruledHeadings) rule(page);
    doc.moveDown(0.25);
  }
  for (const block of blocks) {
    blockOf(page, sect, block);
    // A resume at every limit is ~130 pages (~0.7 s of drawing): other requests run in between.
    await yieldToEventLoop();
  }
  sect.end();
}
