import {
  resumeSectionOrder,
  resumeSectionTitles,
  type BuilderTemplate,
  type CoverLetterDocument,
  type FactFlag,
  type ResumeContact,
  type ResumeDocument,
  type ResumeEntry,
} from '@futurefund/core';
import { cn } from '../../../lib/utils';
import { paragraphSegments } from '../model/highlight';

/**
 * The looks of builderTemplateInfo, drawn as the exports draw them. The page is always "paper"
 * (dark text on white), in light and dark themes alike, as the printed page will be.
 */
const looks: Record<BuilderTemplate, { page: string; header: string; heading: string; gap: string }> = {
  classic: {
    page: 'font-serif',
    header: 'text-center',
    heading: 'border-b border-neutral-500 pb-0.5 text-sm font-bold tracking-wide uppercase',
    gap: 'gap-4',
  },
  modern: {
    page: 'font-sans',
    header: 'text-left',
    heading: 'text-base font-semibold text-sky-800',
    gap: 'gap-4',
  },
  compact: {
    page: 'font-sans text-[0.8rem] leading-snug',
    header: 'text-left',
    heading: 'text-sm font-bold',
    gap: 'gap-2',
  },
};

const nonEmpty = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);

function ContactHeader({ contact, template }: { contact: ResumeContact; template: BuilderTemplate }) {
  const details = nonEmpty([contact.email, contact.phone, contact.location, ...contact.links]);
  return (
    <header className={cn('grid gap-1', looks[template].header)}>
      <h2 className="text-2xl font-bold">{contact.name.trim() || 'Your name'}</h2>
      {details.length > 0 ? <p className="break-words">{details.join(' · ')}</p> : null}
    </header>
  );
}

function Entry({ entry }: { entry: ResumeEntry }) {
  const place = nonEmpty([entry.organization, entry.location]).join(', ');
  const bullets = nonEmpty(entry.bullets);
  return (
    <li className="grid gap-0.5">
      <div className="flex flex-wrap justify-between gap-x-4">
        <span className="font-semibold">{entry.title.trim() || place}</span>
        {entry.dates.trim() ? <span>{entry.dates}</span> : null}
      </div>
      {entry.title.trim() && place ? <span className="italic">{place}</span> : null}
      {bullets.length > 0 ? (
        <ul className="ml-5 list-disc">
          {bullets.map((bullet, index) => (
            <li key={index}>{bullet}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function PreviewSection({
  title,
  template,
  children,
}: {
  title: string;
  template: BuilderTemplate;
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-1.5">
      <h3 className={looks[template].heading}>{title}</h3>
      {children}
    </section>
  );
}

/** The resume as the PDF lays it out: the name as h2, each non-empty section as an h3. */
export function ResumePreview({ resume }: { resume: ResumeDocument }) {
  const { template } = resume;
  return (
    <Paper template={template}>
      <ContactHeader contact={resume.contact} template={template} />
      {resumeSectionOrder.map((key) => {
        const title = resumeSectionTitles[key];
        if (key === 'summary')
          return resume.summary.trim() ? (
            <PreviewSection key={key} title={title} template={template}>
              <p className="whitespace-pre-line">{resume.summary}</p>
            </PreviewSection>
          ) : null;
        if (key === 'skills') {
          const skills = nonEmpty(resume.skills);
          return skills.length > 0 ? (
            <PreviewSection key={key} title={title} template={template}>
              <ul className="flex flex-wrap gap-x-3 gap-y-0.5">
                {skills.map((skill) => (
                  <li key={skill}>{skill}</li>
                ))}
              </ul>
            </PreviewSection>
          ) : null;
        }
        const entries = resume[key];
        return entries.length > 0 ? (
          <PreviewSection key={key} title={title} template={template}>
            <ul className={cn('grid', template === 'compact' ? 'gap-1' : 'gap-2')}>
              {entries.map((entry, index) => (
                <Entry key={index} entry={entry} />
              ))}
            </ul>
          </PreviewSection>
        ) : null;
      })}
    </Paper>
  );
}

/** The letter in the resume's look; flagged facts are marked where they appear in the body. */
export function LetterPreview({
  letter,
  flags,
}: {
  letter: CoverLetterDocument;
  flags: readonly FactFlag[];
}) {
  const { template } = letter;
  const paragraphs = paragraphSegments(letter.body, flags);
  return (
    <Paper template={template}>
      <ContactHeader contact={letter.contact} template={template} />
      {letter.date ? <p>{letter.date}</p> : null}
      {nonEmpty(letter.recipient).length > 0 ? (
        <address className="not-italic">
          {nonEmpty(letter.recipient).map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      ) : null}
      {letter.salutation ? <p>{letter.salutation}</p> : null}
      {paragraphs.length === 0 ? (
        <p className="text-neutral-600 italic">The letter&apos;s body appears here once it is written.</p>
      ) : (
        paragraphs.map((segments, index) => (
          <p key={index} className="whitespace-pre-line">
            {segments.map((segment, at) =>
              segment.flag ? (
                <mark key={at} className="rounded-sm bg-amber-200 text-neutral-900">
                  {segment.text}
                </mark>
              ) : (
                <span key={at}>{segment.text}</span>
              ),
            )}
          </p>
        ))
      )}
      <p>
        {letter.closing}
        <span className="block">{letter.signature}</span>
      </p>
    </Paper>
  );
}

function Paper({ template, children }: { template: BuilderTemplate; children: React.ReactNode }) {
  return (
    <article
      className={cn(
        'grid min-w-0 content-start rounded-md border bg-white p-5 break-words text-neutral-900 shadow-sm sm:p-8',
        looks[template].page,
        looks[template].gap,
      )}
      data-template={template}
    >
      {children}
    </article>
  );
}
