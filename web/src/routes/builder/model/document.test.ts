import { describe, expect, it } from 'vitest';
import { fileNameOf } from '../api/export-file';
import {
  bulletsFromText,
  entryHasText,
  emptyEntry,
  moveItem,
  parseMode,
  parseOpportunityRef,
} from './document';
import { paragraphSegments } from './highlight';
import { opportunityChoices } from './opportunity-choices';
import { buildCard } from '../../../testing/build-application';

describe('the builder URL', () => {
  it('reads the mode, resume unless cover_letter', () => {
    expect(parseMode('cover_letter')).toBe('cover_letter');
    expect(parseMode('resume')).toBe('resume');
    expect(parseMode('anything')).toBe('resume');
    expect(parseMode(null)).toBe('resume');
  });

  it('reads an opportunity as type:id and ignores anything else', () => {
    expect(parseOpportunityRef('scholarship:12')).toEqual({ type: 'scholarship', id: 12 });
    expect(parseOpportunityRef('internship:3')).toEqual({ type: 'internship', id: 3 });
    for (const bad of [
      'grant:1',
      'scholarship:0',
      'scholarship:-1',
      'scholarship:9999999999',
      'scholarship',
      null,
    ])
      expect(parseOpportunityRef(bad), String(bad)).toBeNull();
  });
});

describe('entries', () => {
  it('moves an item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });

  it('knows an empty entry (spaces only) from one with text', () => {
    expect(entryHasText({ ...emptyEntry(), dates: '  ' })).toBe(false);
    expect(entryHasText({ ...emptyEntry(), bullets: ['Led a club'] })).toBe(true);
  });

  it('drops blank bullet lines', () => {
    expect(bulletsFromText('One\n\n  \nTwo')).toEqual(['One', 'Two']);
  });
});

describe('paragraphSegments', () => {
  it('marks flagged words by their offsets in the whole body', () => {
    const body = 'I led 3 clubs.\n\nAt Acme I worked 5 years.';
    const flag = {
      kind: 'number' as const,
      text: '5 years',
      start: body.indexOf('5 years'),
      end: body.indexOf('5 years') + 7,
    };
    expect(paragraphSegments(body, [flag])).toEqual([
      [{ text: 'I led 3 clubs.', flag: null }],
      [
        { text: 'At Acme I worked ', flag: null },
        { text: '5 years', flag },
        { text: '.', flag: null },
      ],
    ]);
  });
});

describe('opportunityChoices', () => {
  it('lists saved opportunities, and the one from the URL first when it is not saved', () => {
    const cards = [buildCard({ opportunityId: 12, title: 'STEM Award', company: null })];
    expect(opportunityChoices(cards, { type: 'scholarship', id: 12 }).map((choice) => choice.label)).toEqual([
      'STEM Award',
    ]);
    expect(opportunityChoices(cards, { type: 'internship', id: 4 }).map((choice) => choice.key)).toEqual([
      'internship:4',
      'scholarship:12',
    ]);
  });
});

describe('fileNameOf', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''J%C3%BCrgen.pdf`, 'x.pdf')).toBe(
      'Jürgen.pdf',
    );
    expect(fileNameOf('attachment; filename="resume.docx"', 'x.docx')).toBe('resume.docx');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});
