import { inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import mammoth from 'mammoth';
import { builderTemplates, resumeSectionTitles, type BuilderDocument } from '@futurefund/core';
import { renderDocx } from './docx';
import { expectInOrder } from './expect-in-order';
import { coverLetterFixture, resumeFixture } from './test-documents';

async function open(document: BuilderDocument, title = 'My resume') {
  const buffer = await renderDocx(document, title);
  const html = await mammoth.convertToHtml({ buffer });
  return {
    buffer,
    html: html.value,
    warnings: html.messages,
    text: (await mammoth.extractRawText({ buffer })).value,
  };
}

/** One part of the .docx (a ZIP), read through its central directory: enough for a test. */
function zipEntry(zip: Buffer, name: string): string {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const nameLength = zip.readUInt16LE(at + 28);
    const entryName = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (entryName === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return (zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(data) : data).toString('utf8');
    }
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the file`);
}

describe('renderDocx', () => {
  it('opens in Word terms: the name as Heading 1, sections as Heading 2, entries as Heading 3', async () => {
    const { html, warnings } = await open(resumeFixture);
    expect(warnings).toEqual([]);
    expect(html).toContain('<h1>Zoë Nguyễn</h1>');
    for (const title of Object.values(resumeSectionTitles)) expect(html).toContain(`<h2>${title}</h2>`);
    expect(html).toContain('<h3>Research Assistant, Paul G. Allen School</h3>');
  });

  it('writes bullets as a real list, never as bullet characters', async () => {
    const { html, text } = await open(resumeFixture);
    expect(html).toContain(
      '<ul><li>Cleaned and labelled 12,000 survey responses</li><li>Wrote the lab’s data validation scripts in Python</li></ul>',
    );
    expect(text).not.toContain('•');
  });

  it('has every section, in the resume order, in its text', async () => {
    const { text } = await open(resumeFixture);
    expectInOrder(text, [
      'Zoë Nguyễn',
      'zoe@example.com · (206) 555-0100 · Seattle, WA',
      ...Object.values(resumeSectionTitles),
      'Managed a $4,000 budget',
    ]);
    expect(text).toContain('Python, TypeScript, SQL');
    expect(text).toContain('Seattle, WA · Sep 2024 – Present');
  });

  it('gives an entry without title or organisation no empty heading', async () => {
    const untitled = { title: '', organization: '', location: '', dates: '2025', bullets: ['Volunteered'] };
    const { html } = await open({ ...resumeFixture, activities: [untitled] });
    expect(html).toContain('<h2>Activities</h2><p>2025</p><ul><li>Volunteered</li></ul>');
  });

  it('writes a cover letter with the resume header, in letter order', async () => {
    const { html, text } = await open(coverLetterFixture, 'Letter to Cascade');
    expect(html).toContain('<h1>Zoë Nguyễn</h1>');
    expect(html).not.toContain('<ul>');
    expectInOrder(text, [
      'zoe@example.com',
      'November 25, 2026',
      'Scholarship Committee',
      'Dear Scholarship Committee,',
      'I am applying for the Cascade STEM Scholarship.',
      'At the Paul G. Allen School',
      'Thank you for considering my application.',
      'Sincerely,',
    ]);
    expect(html).toContain('<p>Thank you for considering my application.</p>');
  });

  it.each(builderTemplates)('names the %s template font and the document properties', async (template) => {
    const { buffer } = await open({ ...resumeFixture, template }, 'My resume');
    const font = { classic: 'Georgia', modern: 'Calibri', compact: 'Arial Narrow' }[template];
    expect(zipEntry(buffer, 'word/styles.xml')).toContain(`w:ascii="${font}"`);
    const core = zipEntry(buffer, 'docProps/core.xml');
    expect(core).toContain('<dc:title>My resume</dc:title>');
    expect(core).toContain('<dc:creator>FutureFund</dc:creator>');
  });
});
