import {
  letterParagraphs,
  resumeSectionOrder,
  resumeSectionTitles,
  type BuilderDocument,
  type BuilderTemplate,
  type CoverLetterDocument,
  type ResumeDocument,
  type ResumeEntry,
} from '@futurefund/core';

/**
 * One layout model for both exports (product §6: PDF and DOCX show the same document), so the two
 * renderers only decide how a block looks, never what is in it or in which order.
 */
export type Block =
  | { kind: 'paragraph'; text: string }
  /** Several short lines kept as one paragraph (a recipient's address). */
  | { kind: 'lines'; lines: string[] }
  /** An education, experience, project or activity: its heading, a detail line and bullets. */
  | { kind: 'entry'; title: string; organization: string; detail: string; bullets: string[] };

export interface Section {
  /** A resume section's heading; null for a cover letter's single, untitled body. */
  title: string | null;
  blocks: Block[];
}

export interface Layout {
  template: BuilderTemplate;
  /** The H1: the person's name, else the document's title so the page never starts untitled. */
  name: string;
  /** Contact lines under the name: e-mail · phone · location, then the links. */
  contact: string[];
  sections: Section[];
}

const joined = (parts: readonly string[], separator = ' · ') => parts.filter(Boolean).join(separator);

function contactLines(document: BuilderDocument): string[] {
  const { email, phone, location, links } = document.contact;
  return [joined([email, phone, location]), joined(links)].filter(Boolean);
}

function entryBlock(entry: ResumeEntry): Block | null {
  const bullets = entry.bullets.filter(Boolean);
  const detail = joined([entry.location, entry.dates]);
  if (!entry.title && !entry.organization && !detail && bullets.length === 0) return null;
  return { kind: 'entry', title: entry.title, organization: entry.organization, detail, bullets };
}

function resumeSection(document: ResumeDocument, key: (typeof resumeSectionOrder)[number]): Block[] {
  if (key === 'summary') return document.summary ? [{ kind: 'paragraph', text: document.summary }] : [];
  if (key === 'skills') {
    const skills = joined(document.skills, ', ');
    return skills ? [{ kind: 'paragraph', text: skills }] : [];
  }
  return document[key].map(entryBlock).filter((block) => block !== null);
}

function resumeSections(document: ResumeDocument): Section[] {
  return resumeSectionOrder
    .map((key) => ({ title: resumeSectionTitles[key], blocks: resumeSection(document, key) }))
    .filter((section) => section.blocks.length > 0);
}

function letterSections(document: CoverLetterDocument): Section[] {
  const paragraph = (text: string): Block[] => (text ? [{ kind: 'paragraph', text }] : []);
  const recipient = document.recipient.filter(Boolean);
  const blocks: Block[] = [
    ...paragraph(document.date),
    ...(recipient.length ? [{ kind: 'lines' as const, lines: recipient }] : []),
    ...paragraph(document.salutation),
    ...letterParagraphs(document.body).flatMap(paragraph),
    ...paragraph(document.closing),
    ...paragraph(document.signature || document.contact.name),
  ];
  return [{ title: null, blocks }];
}

export function layoutOf(document: BuilderDocument, title: string): Layout {
  return {
    template: document.template,
    name: document.contact.name || title,
    contact: contactLines(document),
    sections: document.kind === 'resume' ? resumeSections(document) : letterSections(document),
  };
}
