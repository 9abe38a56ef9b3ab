import PDFDocument from 'pdfkit';
import { builderContentTypeLabels, type BuilderDocument } from '@futurefund/core';
import { layoutOf } from './layout';
import { header, section, type Page } from './pdf-blocks';
import { templateFonts } from './pdf-fonts';
import { templateStyles } from './template-style';

/**
 * The resume or cover letter as a tagged PDF (product §6): real, selectable text in embedded fonts,
 * and a structure tree (H1 name, H2 sections, H3 entries, L/LI lists, P) that screen readers follow.
 */
export async function renderPdf(document: BuilderDocument, title: string): Promise<Buffer> {
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
      // The author is the person, never the title standing in for a missing name.
      ...(document.contact.name ? { Author: document.contact.name } : {}),
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
  for (const part of layout.sections) await section(page, root, part);
  root.end();
  doc.end();
  return bytes;
}
