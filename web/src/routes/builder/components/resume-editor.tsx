import {
  BUILDER_LIMITS,
  resumeSectionOrder,
  type ResumeContact,
  type ResumeDocument,
} from '@futurefund/core';
import { Sparkles, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChipListInput } from '../../../components/chip-list-input';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { TextArea } from '../../../components/ui/textarea';
import { EntryList } from './entry-list';
import { TemplatePicker } from './template-picker';

const contactFields: { key: Exclude<keyof ResumeContact, 'links'>; label: string; type?: string }[] = [
  { key: 'name', label: 'Full name' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'location', label: 'Location' },
];

type ResumeEditorProps = {
  resume: ResumeDocument;
  onChange: (resume: ResumeDocument) => void;
  /** Streams a summary into the summary field; the button turns into Stop while it runs. */
  summaryWriter: { isWriting: boolean; onWrite: () => void; onStop: () => void; label: ReactNode };
};

/** Every section of product §2's resume, in the order the preview and the exports show them. */
export function ResumeEditor({ resume, onChange, summaryWriter }: ResumeEditorProps) {
  const setContact = (patch: Partial<ResumeContact>) =>
    onChange({ ...resume, contact: { ...resume.contact, ...patch } });
  return (
    <div className="grid gap-6">
      <TemplatePicker value={resume.template} onChange={(template) => onChange({ ...resume, template })} />
      <section aria-labelledby="contact-heading" className="grid gap-3">
        <h3 id="contact-heading" className="text-base font-semibold">
          Contact
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          {contactFields.map(({ key, label, type }) => (
            <Field key={key} label={label}>
              {(control) => (
                <Input
                  {...control}
                  type={type}
                  value={resume.contact[key]}
                  maxLength={BUILDER_LIMITS.lineMax}
                  onChange={(event) => setContact({ [key]: event.target.value })}
                />
              )}
            </Field>
          ))}
        </div>
        <ChipListInput
          label="Links"
          itemName="link"
          hint={`Portfolio, LinkedIn or GitHub; at most ${BUILDER_LIMITS.linksMax}`}
          values={resume.contact.links}
          onChange={(links) => setContact({ links: links.slice(0, BUILDER_LIMITS.linksMax) })}
        />
      </section>
      {/* Not a named region: its field is labelled "Summary" and would share the name. */}
      <div className="grid gap-3">
        <h3 id="summary-heading" className="text-base font-semibold">
          Summary
        </h3>
        <Field label="Summary" hint={summaryWriter.label}>
          {(control) => (
            <TextArea
              {...control}
              rows={4}
              value={resume.summary}
              maxLength={BUILDER_LIMITS.summaryMax}
              readOnly={summaryWriter.isWriting}
              onChange={(event) => onChange({ ...resume, summary: event.target.value })}
            />
          )}
        </Field>
        {summaryWriter.isWriting ? (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={summaryWriter.onStop}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        ) : (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={summaryWriter.onWrite}>
            <Sparkles aria-hidden="true" />
            Write summary
          </Button>
        )}
      </div>
      {/* The preview's order (resumeSectionOrder): skills sit between projects and activities. */}
      {resumeSectionOrder.map((section) =>
        section === 'summary' ? null : section === 'skills' ? (
          <div key={section} className="grid gap-3">
            <h3 id="skills-heading" className="text-base font-semibold">
              Skills
            </h3>
            <ChipListInput
              label="Skills"
              itemName="skill"
              values={resume.skills}
              onChange={(skills) =>
                onChange({ ...resume, skills: skills.slice(0, BUILDER_LIMITS.skillsMax) })
              }
            />
          </div>
        ) : (
          <EntryList
            key={section}
            section={section}
            entries={resume[section]}
            onChange={(entries) => onChange({ ...resume, [section]: entries })}
          />
        ),
      )}
    </div>
  );
}
