/**
 * Contributor submission texts (product §5 opportunity submission rules, §8 submission messages).
 * No zod here: the app shell's contributors-only notice reads one of them on the first page load,
 * and importing the schemas' module would bring zod into that load.
 */
export const submissionMessages = {
  typeRequired: 'Please select the opportunity type',
  titleMin: 'Title must be at least 5 characters',
  titleMax: 'Title must be at most 200 characters',
  descriptionMin: 'Description must be at least 20 characters',
  descriptionMax: 'Description must be at most 5000 characters',
  url: 'Please enter a valid URL',
  awardRequired: 'Award amount is required for scholarships',
  deadlineRequired: 'Application deadline is required for scholarships',
  deadlineFormat: 'Enter the deadline as a date',
  companyRequired: 'Company name is required for internships',
  positionRequired: 'Position title is required for internships',
  endBeforeStart: 'The end date must be on or after the start date',
  letters: 'Letters of recommendation must be between 0 and 5',
  gpa: 'Minimum GPA must be a number from 0 to 5',
  listItem: 'Each item must be at most 80 characters',
  listLength: 'At most 30 items',
  submitButton: 'Submit for Review',
  submitBusy: 'Submitting...',
  submittedToast: 'Opportunity submitted',
  submittedToastText:
    'It goes to review now. It will appear to students once an admin approves it, and we will let you know.',
  failedToast: 'Submission Failed',
  failedFallback: 'There was an error submitting your opportunity',
  contributorsOnly:
    'This page is only for contributors: financial aid advisors, scholarship and grant managers, recruiters and university staff.',
  notEditable: 'Only a pending or rejected submission can be edited.',
  notClosable: 'Only an approved submission can be closed.',
  notPending: 'This submission is not waiting for review.',
  rejectReasonRequired: 'A reason is required to reject a submission',
  noSubmissions: 'No submissions yet',
} as const;
