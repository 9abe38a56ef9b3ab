import PDFDocument from 'pdfkit';
import { Document, Packer, Paragraph } from 'docx';
import type { LightMyRequestResponse } from 'fastify';
import { generationEventSchema, type GenerationEvent } from '@futurefund/core';
import type { DatabaseHandle } from '../src/db/client';
import { buildScholarship, buildUser } from './factories';

/**
 * The events of a generation answer, each checked against the contract's schema: one event per
 * blank-line-separated block of `data:` lines (the SSE framing); comment lines are skipped.
 */
export function sseEvents(response: LightMyRequestResponse): GenerationEvent[] {
  return (
    response.body
      .split('\n\n')
      .map((block) =>
        block
          .split('\n')
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, '')),
      )
      // Blocks of comments only (the keep-alive) carry no event.
      .filter((data) => data.length > 0)
      .map((data) => generationEventSchema.parse(JSON.parse(data.join('\n'))))
  );
}

/** The text of the `done` event, or a failure naming what ended the stream instead. */
export function doneOf(events: GenerationEvent[]) {
  const done = events.find((event) => event.type === 'done');
  if (!done || done.type !== 'done') throw new Error(`no done event in ${JSON.stringify(events)}`);
  return done;
}

const inAYear = () => new Date(Date.now() + 365 * 86_400_000);

/** A Premium student with a filled-in profile (complimentary access counts as Premium). */
export const premiumStudent = (database: DatabaseHandle) =>
  buildUser(database, {
    name: 'Maya Lopez',
    email: `maya${Math.random().toString(36).slice(2, 8)}@example.test`,
    educationLevel: 'undergraduate',
    intendedMajor: 'Biology',
    gpa: '3.8',
    graduationYear: 2027,
    city: 'Fresno',
    state: 'CA',
    country: 'US',
    skills: ['Python', 'Microscopy'],
    interests: ['Marine ecology'],
    weeklyAccessExpiresAt: inAYear(),
  });

/** A scholarship a student can see, with requirements, majors and an award to write about. */
export const greenScholarship = (database: DatabaseHandle) =>
  buildScholarship(database, {
    title: 'Green Futures Scholarship',
    provider: 'Riverside Foundation',
    awardAmount: '$5,000',
    description: 'Supports students in Biology who volunteer in environmental projects.',
    minGPA: 3.0,
    requiredMajors: ['Biology'],
    essayRequired: true,
    tags: ['environment', 'science'],
    deadline: '2099-03-01',
  });

/** A resume as the page sends it: the user's own entries. */
export const sampleResume = {
  kind: 'resume' as const,
  template: 'classic' as const,
  contact: { name: 'Maya Lopez', email: 'maya@example.test', phone: '', location: 'Fresno, CA', links: [] },
  summary: '',
  education: [
    {
      title: 'B.S. Biology',
      organization: 'Fresno State University',
      location: 'Fresno, CA',
      dates: '2023 – 2027',
      bullets: ['GPA 3.8'],
    },
  ],
  experience: [
    {
      title: 'Lab assistant',
      organization: 'Central Valley Labs',
      location: '',
      dates: 'Summer 2024',
      bullets: ['Prepared 40 samples a week for microscopy'],
    },
  ],
  projects: [],
  skills: ['Python', 'Microscopy'],
  activities: [],
};

/** A real PDF with selectable text (pdfkit), as a vault upload. */
export function pdfWithText(text: string): Promise<Buffer> {
  const pdf = new PDFDocument();
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.text(text);
  pdf.end();
  return done;
}

/** A real DOCX (the docx package, as Word would read it), as a vault upload. */
export const docxWithText = (text: string) =>
  Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph(text)] }] }));
