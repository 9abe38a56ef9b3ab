import PDFDocument from 'pdfkit';
import { builderContentTypeLabels, type BuilderDocument } from '@futurefund/core';
import { layoutOf, type Block, type Layout, type Section } from './layout';
import { templateFonts } from './pdf-fonts';
import { templateStyles, type TemplateStyle } from './template-style';

type Struct = PDFKit.PDFStructureElement;
const MUTED = '#555555';

/** One document being written: pdfkit's cursor plus the template's look. */
interface Page {
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

function header(page: Page, root: Struct, layout: Layout) {
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
  const heading = [block.title, block.organization].filter(Boolean);
  tagged(page, parent, 'H3', () => {
    doc.fillColor('black');
    text(page, heading[0] ?? '', 'bold', style.bodySize, { continued: heading.length > 1 });
    if (heading.length > 1) doc.font('body').text(`, ${heading[1]}`);
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

function section(page: Page, root: Struct, { title, blocks }: Section) {
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
  for (const block of blocks) blockOf(page, sect, block);
  sect.end();
}

/**
 * The resume or cover letter as a tagged PDF (product §6): real, selectable text in embedded fonts,
 * and a structure tree (H1 name, H2 sections, H3 entries, L/LI lists, P) that screen readers follow.
 */
export function renderPdf(document: BuilderDocument, title: string): Promise<Buffer> {
  const layout = layoutOf(document, title);
  const style = templateStyles[layout.template];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: style.margin,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'en-US',
    displayTitle: true,
    info: {
      Title: title,
      Author: layout.name,
      Subject: builderContentTypeLabels[document.kind],
      Creator: 'FutureFund',
    },
  });
  const bytes = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const fonts = templateFonts(layout.template);
  doc.registerFont('body', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const page: Page = { doc, style, colour: style.accent ? `#${style.accent}` : 'black' };
  const root = doc.struct('Document');
  doc.addStructure(root);
  header(page, root, layout);
  for (const part of layout.sections) section(page, root, part);
  root.end();
  doc.end();
  return bytes;
}
