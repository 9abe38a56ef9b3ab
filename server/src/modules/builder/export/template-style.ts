import type { BuilderTemplate } from '@futurefund/core';

/**
 * What each template looks like, in points, shared by the PDF and the DOCX so a file matches the
 * live preview whichever format is chosen (product §6). Fonts are per format: the PDF embeds
 * DejaVu, the DOCX names fonts Word already has.
 */
export interface TemplateStyle {
  /** Body text size; headings scale from it. */
  bodySize: number;
  nameSize: number;
  headingSize: number;
  /** Space after a paragraph or an entry. */
  gap: number;
  /** Page margin on every side. */
  margin: number;
  /** Hex colour of the name and section headings; null keeps them black. */
  accent: string | null;
  centredHeader: boolean;
  /** A thin rule under each section heading. */
  ruledHeadings: boolean;
}

export const templateStyles: Record<BuilderTemplate, TemplateStyle> = {
  classic: {
    bodySize: 10.5,
    nameSize: 22,
    headingSize: 12.5,
    gap: 6,
    margin: 54,
    accent: null,
    centredHeader: true,
    ruledHeadings: true,
  },
  modern: {
    bodySize: 10.5,
    nameSize: 24,
    headingSize: 13,
    gap: 6,
    margin: 54,
    accent: '1F5F8B',
    centredHeader: false,
    ruledHeadings: false,
  },
  compact: {
    bodySize: 9.5,
    nameSize: 18,
    headingSize: 11,
    gap: 3,
    margin: 40,
    accent: null,
    centredHeader: false,
    ruledHeadings: true,
  },
};
