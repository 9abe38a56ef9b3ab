import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
  type IBaseParagraphStyleOptions,
} from 'docx';
import { builderContentTypeLabels, type BuilderDocument, type BuilderTemplate } from '@futurefund/core';
import { layoutOf, type Block, type Layout, type Section } from './layout';
import { templateStyles, type TemplateStyle } from './template-style';

/** Fonts Word and LibreOffice already have, matching the PDF's serif, sans and condensed looks. */
const fonts: Record<BuilderTemplate, string> = {
  classic: 'Georgia',
  modern: 'Calibri',
  compact: 'Arial Narrow',
};
const MUTED = '555555';
const BULLETS = 'resume-bullets';
// docx measures type in half-points and spacing in twentieths of a point.
const half = (points: number) => Math.round(points * 2);
const twips = (points: number) => Math.round(points * 20);

function headingStyle(
  size: number,
  colour: string,
  style: TemplateStyle,
  ruled = false,
): IBaseParagraphStyleOptions {
  return {
    run: { size: half(size), bold: true, color: colour },
    paragraph: {
      spacing: { before: twips(style.gap * 1.5), after: twips(style.gap / 2) },
      // Word's own orphan rule: a heading stays on the page of what follows it.
      keepNext: true,
      ...(ruled
        ? { border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: colour, space: 1 } } }
        : {}),
    },
  };
}

function header(layout: Layout, style: TemplateStyle): Paragraph[] {
  const alignment = style.centredHeader ? AlignmentType.CENTER : AlignmentType.LEFT;
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, alignment, text: layout.name }),
    ...(layout.contact.length
      ? [
          new Paragraph({
            alignment,
            children: layout.contact.map(
              (line, i) => new TextRun({ text: line, color: MUTED, break: i > 0 ? 1 : 0 }),
            ),
          }),
        ]
      : []),
  ];
}

function entry(block: Extract<Block, { kind: 'entry' }>): Paragraph[] {
  const [first, second] = [block.title, block.organization].filter(Boolean);
  const heading = first
    ? [
        new Paragraph({
          heading: HeadingLevel.HEADING_3,
          children: [
            new TextRun(first),
            ...(second ? [new TextRun({ text: `, ${second}`, bold: false })] : []),
          ],
        }),
      ]
    : [];
  return [
    ...heading,
    ...(block.detail
      ? [new Paragraph({ keepNext: true, children: [new TextRun({ text: block.detail, color: MUTED })] })]
      : []),
    ...block.bullets.map((text) => new Paragraph({ text, numbering: { reference: BULLETS, level: 0 } })),
  ];
}

function blockParagraphs(block: Block): Paragraph[] {
  if (block.kind === 'entry') return entry(block);
  if (block.kind === 'paragraph') return [new Paragraph({ text: block.text })];
  return [
    new Paragraph({ children: block.lines.map((text, i) => new TextRun({ text, break: i > 0 ? 1 : 0 })) }),
  ];
}

function section({ title, blocks }: Section): Paragraph[] {
  return [
    ...(title ? [new Paragraph({ heading: HeadingLevel.HEADING_2, text: title })] : []),
    ...blocks.flatMap(blockParagraphs),
  ];
}

/**
 * The resume or cover letter as a Word document (product §6): real headings (Heading 1 name,
 * Heading 2 sections, Heading 3 entries, as the PDF's H1/H2/H3) and real bulleted lists, so it
 * stays editable and navigable in Word.
 */
export function renderDocx(document: BuilderDocument, title: string): Promise<Buffer> {
  const layout = layoutOf(document, title);
  const style = templateStyles[layout.template];
  const colour = style.accent ?? '000000';
  const file = new Document({
    title,
    creator: 'FutureFund',
    lastModifiedBy: 'FutureFund',
    subject: builderContentTypeLabels[document.kind],
    styles: {
      default: {
        document: {
          run: { font: fonts[layout.template], size: half(style.bodySize), language: { value: 'en-US' } },
          paragraph: { spacing: { after: twips(style.gap) } },
        },
        heading1: headingStyle(style.nameSize, colour, style),
        heading2: headingStyle(style.headingSize, colour, style, style.ruledHeadings),
        heading3: {
          ...headingStyle(style.bodySize, '000000', style),
          paragraph: { keepNext: true, spacing: { after: 0 } },
        },
      },
    },
    numbering: {
      config: [
        {
          reference: BULLETS,
          levels: [
            {
              level: 0,
              format: LevelFormat.BULLET,
              text: '•',
              alignment: AlignmentType.LEFT,
              style: {
                paragraph: { indent: { left: twips(style.bodySize * 1.6), hanging: twips(style.bodySize) } },
              },
            },
          ],
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: twips(612), height: twips(792) },
            margin: {
              top: twips(style.margin),
              right: twips(style.margin),
              bottom: twips(style.margin),
              left: twips(style.margin),
            },
          },
        },
        children: [...header(layout, style), ...layout.sections.flatMap(section)],
      },
    ],
  });
  return Packer.toBuffer(file);
}
