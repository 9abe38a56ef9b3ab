import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, writeDraft } from './draft';
import { emptySubmissionValues, parseEditParam, toSubmissionBody } from './submission-form';

describe('toSubmissionBody', () => {
  it('drops the details of the type not chosen, and the salary when unpaid', () => {
    const typed = {
      ...emptySubmissionValues,
      awardAmount: '$500',
      dueDate: '2026-05-01',
      company: 'Acme',
      position: 'Intern',
      isPaid: true,
      salaryRange: '$20/h',
      isHybrid: true,
      requiredSkills: ['SQL'],
      lettersOfRecRequired: '3',
    };
    expect(toSubmissionBody({ ...typed, type: 'scholarship' })).toMatchObject({
      awardAmount: '$500',
      dueDate: '2026-05-01',
      company: undefined,
      position: undefined,
      isPaid: false,
      salaryRange: undefined,
      isHybrid: false,
      requiredSkills: [],
      lettersOfRecRequired: 3,
    });
    expect(toSubmissionBody({ ...typed, type: 'internship', isPaid: false })).toMatchObject({
      awardAmount: undefined,
      dueDate: undefined,
      company: 'Acme',
      salaryRange: undefined,
      isHybrid: true,
      requiredSkills: ['SQL'],
    });
    expect(toSubmissionBody(emptySubmissionValues).type).toBeUndefined();
  });
});

describe('parseEditParam', () => {
  it('reads {type}:{id} and refuses anything else', () => {
    expect(parseEditParam('internship:12')).toEqual({ type: 'internship', id: 12 });
    for (const raw of [null, '', 'grant:1', 'scholarship:0', 'scholarship:abc', 'scholarship:1:2'])
      expect(parseEditParam(raw)).toBeNull();
  });
});

describe('drafts', () => {
  it('are kept per user and target, and tolerate stored junk', () => {
    const key = draftKey(7, 'new');
    expect(key).not.toBe(draftKey(8, 'new'));
    expect(readDraft(key)).toBeNull();
    writeDraft(key, { ...emptySubmissionValues, title: 'Half done', tags: ['stem'] });
    expect(readDraft(key)).toMatchObject({ title: 'Half done', tags: ['stem'] });
    expect(readDraft(draftKey(8, 'new'))).toBeNull();

    localStorage.setItem(key, JSON.stringify({ title: 5, tags: [1], isRemote: true, stray: 'x' }));
    expect(readDraft(key)).toEqual({ ...emptySubmissionValues, isRemote: true });
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
  });
});
