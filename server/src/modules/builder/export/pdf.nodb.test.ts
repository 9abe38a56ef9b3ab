import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { builderTemplates, resumeSectionTitles, type BuilderDocument } from '@futurefund/core';
import { renderPdf } from './pdf';
import { expectInOrder } from './expect-in-order';
import { coverLetterFixture, longResumeFixture, resumeFixture } from './test-documents';

interface StructNode {
  role?: string;
  children?: StructNode[];
}

async function open(document: BuilderDocument, title = 'My resume') {
  const bytes = await renderPdf(document, title);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return { bytes, pdf, text };
}

/** Every role in the page's structure tree, depth first: the order a screen reader reads. */
async function roles(pdf: Awaited<ReturnType<typeof getDocumentProxy>>, pageNumber = 1) {
  const walk = (node: StructNode): string[] => [
    ...(node.role ? [node.role] : []),
    ...(node.children ?? []).flatMap(walk),
  ];
  return walk((await (await pdf.getPage(pageNumber)).getStructTree()) as StructNode);
}

describe('renderPdf', () => {
  it('writes real, extractable text: the Unicode name, every section heading and bullet', async () => {
    const { text, pdf } = await open(resumeFixture);
    expect(pdf.numPages).toBe(1);
    expect(text).toContain('Zoë Nguyễn');
    expect(text).toContain('zoe@example.com · (206) 555-0100 · Seattle, WA');
    expectInOrder(text, Object.values(resumeSectionTitles));
    for (const section of ['education', 'experience', 'projects', 'activities'] as const)
      for (const bullet of resumeFixture[section].flatMap((entry) => entry.bullets))
        expect(text).toContain(bullet);
    expect(text).toContain('Python, TypeScript, SQL');
    expect(text).toContain('Research Assistant, Paul G. Allen School');
  });

  it('is a tagged PDF: H1, then H2 sections with H3 entries and L/LI lists, in reading order', async () => {
    const { pdf } = await open(resumeFixture);
    const tree = await roles(pdf);
    expect(tree.slice(0, 3)).toEqual(['Root', 'Document', 'H1']);
    expect(tree.filter((role) => role === 'H1')).toHaveLength(1);
    expect(tree.filter((role) => role === 'H2')).toHaveLength(6);
    const education = tree.indexOf('H3');
    expect(tree.slice(education, education + 6)).toEqual(['H3', 'P', 'L', 'LI', 'Lbl', 'LBody']);
    expect(tree.indexOf('H2')).toBeLessThan(education);
    expect(await pdf.getMarkInfo()).toMatchObject({ Marked: true });
    const { info } = await pdf.getMetadata();
    expect(info).toMatchObject({
      Language: 'en-US',
      PDFFormatVersion: '1.7',
      Title: 'My resume',
      Author: 'Zoë Nguyễn',
      Subject: 'Resume',
      Creator: 'FutureFund',
    });
  });

  it("marks the ruled headings' lines as artifacts, outside the structure", async () => {
    const { bytes, pdf } = await open(resumeFixture);
    const page = await pdf.getPage(1);
    const { items } = await page.getTextContent({ includeMarkedContent: true });
    const artifacts = items.filter((item) => 'tag' in item && item.tag === 'Artifact');
    expect(artifacts).toHaveLength(6);
    // The catalog is plain text: the viewer is told to show the title rather than the file name.
    expect(bytes.toString('latin1')).toMatch(/\/DisplayDocTitle true/);
  });

  it('lays a long resume over several pages, every page tagged and extractable', async () => {
    const { pdf, text } = await open(longResumeFixture);
    expect(pdf.numPages).toBe(3);
    for (let i = 1; i <= pdf.numPages; i++) expect((await roles(pdf, i)).length).toBeGreaterThan(2);
    for (const entry of longResumeFixture.experience) {
      expect(text).toContain(`${entry.title}, ${entry.organization}`);
      for (const bullet of entry.bullets) expect(text.replace(/\s+/g, ' ')).toContain(bullet);
    }
    expectInOrder(text, ['Role 1,', 'Role 7,', 'Role 10,', 'Scholarship Finder', 'Treasurer']);
  });

  it.each(builderTemplates)('never leaves a heading alone at the foot of a page (%s)', async (template) => {
    const { pdf } = await open({ ...longResumeFixture, template, projects: longResumeFixture.experience });
    expect(pdf.numPages).toBeGreaterThan(3);
    for (let i = 1; i < pdf.numPages; i++) {
      const last = (await roles(pdf, i)).at(-1);
      expect(['H1', 'H2', 'H3']).not.toContain(last);
    }
  });

  it('gives an entry without title or organisation no empty heading', async () => {
    const untitled = { title: '', organization: '', location: '', dates: '2025', bullets: ['Volunteered'] };
    const { pdf, text } = await open({ ...resumeFixture, activities: [untitled] });
    expect(text).toContain('Volunteered');
    expect((await roles(pdf)).filter((role) => role === 'H3')).toHaveLength(3);
  });

  it('writes a cover letter in order: header, date, recipient, salutation, paragraphs, closing', async () => {
    const { text, pdf } = await open(coverLetterFixture, 'Letter to Cascade');
    expectInOrder(text, [
      'Zoë Nguyễn',
      'zoe@example.com',
      'November 25, 2026',
      'Scholarship Committee',
      'Cascade Foundation',
      'Dear Scholarship Committee,',
      'I am applying for the Cascade STEM Scholarship.',
      'At the Paul G. Allen School',
      'Thank you for considering my application.',
      'Sincerely,',
    ]);
    expect(text.trim().endsWith('Zoë Nguyễn')).toBe(true);
    const tree = await roles(pdf);
    expect(tree.filter((role) => role === 'P').length).toBeGreaterThanOrEqual(8);
    expect((await pdf.getMetadata()).info).toMatchObject({
      Subject: 'Cover letter',
      Title: 'Letter to Cascade',
    });
  });

  it.each(builderTemplates)('renders the %s template with its own embedded font', async (template) => {
    const { bytes, text } = await open({ ...resumeFixture, template });
    expect(text).toContain('Zoë Nguyễn');
    const font = { classic: 'DejaVuSerif', modern: 'DejaVuSans', compact: 'DejaVuSansCondensed' }[template];
    expect(bytes.toString('latin1')).toMatch(new RegExp(`/BaseFont /[A-Z]{6}\\+${font}[/\\s]`));
  });

  it('skips empty sections and falls back to the title when there is no name', async () => {
    const { text, pdf } = await open(
      { ...resumeFixture, contact: { ...resumeFixture.contact, name: '' }, projects: [], summary: '' },
      'Untitled resume',
    );
    expect(text).not.toContain('Projects');
    expect(text).not.toContain('Summary');
    expect(text.startsWith('Untitled resume')).toBe(true);
    expect((await pdf.getMetadata()).info).not.toHaveProperty('Author');
    expect((await roles(pdf)).filter((role) => role === 'H2')).toHaveLength(4);
  });
});
