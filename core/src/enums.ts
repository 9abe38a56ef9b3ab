// Enumerations of product §3 ("Enumerations" and the entity field lists). Values are the wire values.
export const userRoles = ['user', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const userTypes = ['student_seeker', 'contributor'] as const;
export type UserType = (typeof userTypes)[number];

export const seekerSubTypes = ['student', 'parent_guardian', 'counselor'] as const;
export type SeekerSubType = (typeof seekerSubTypes)[number];

export const contributorSubTypes = [
  'financial_aid_advisor',
  'scholarship_manager',
  'grant_manager',
  'company_recruiter',
  'university_staff',
] as const;
export type ContributorSubType = (typeof contributorSubTypes)[number];

export const approvalStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** Grants and fellowships are scholarships with a different kind (architecture.md "Data rules"). */
export const scholarshipKinds = ['scholarship', 'grant', 'fellowship'] as const;
export type ScholarshipKind = (typeof scholarshipKinds)[number];

export const opportunityKinds = ['scholarship', 'internship', 'grant', 'fellowship'] as const;
export type OpportunityKind = (typeof opportunityKinds)[number];

/** The two catalog tables an application or event can point at. */
export const opportunityTypes = ['scholarship', 'internship'] as const;
export type OpportunityType = (typeof opportunityTypes)[number];

export const applicationStatuses = ['interested', 'applied', 'interviewing', 'awarded', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const jobStatuses = ['pending', 'running', 'completed', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const dataSourceTypes = [
  'university',
  'corporate',
  'government',
  'foundation',
  'aggregator',
  'social_media',
] as const;
export type DataSourceType = (typeof dataSourceTypes)[number];

export const recommendationEventTypes = ['impression', 'click', 'application', 'feedback'] as const;
export type RecommendationEventType = (typeof recommendationEventTypes)[number];

export const reactionTypes = ['thumbs_up', 'thumbs_down', 'fire', 'thinking'] as const;
export type ReactionType = (typeof reactionTypes)[number];

export const emailFrequencies = ['daily', 'weekly', 'monthly', 'never'] as const;
export type EmailFrequency = (typeof emailFrequencies)[number];

export const documentTypes = [
  'resume',
  'cover_letter',
  'transcript',
  'letter_of_recommendation',
  'essay',
  'personal_statement',
  'certificate',
  'other',
] as const;
export type DocumentType = (typeof documentTypes)[number];

export const profileEducationLevels = [
  'High School',
  "Associate's Degree",
  "Bachelor's Degree",
  "Master's Degree",
  'Doctorate',
] as const;

export const filterEducationLevels = ['Any', 'High School', 'Undergraduate', 'Graduate'] as const;
export type FilterEducationLevel = (typeof filterEducationLevels)[number];

export const majors = [
  'STEM',
  'Business',
  'Arts',
  'Humanities',
  'Social Sciences',
  'Health Sciences',
  'Engineering',
  'Computer Science',
  'Education',
  'Law',
] as const;

export const interestOptions = [
  { id: 'stem', label: 'STEM Scholarships' },
  { id: 'tech', label: 'Tech Internships' },
  { id: 'research', label: 'Research Opportunities' },
  { id: 'leadership', label: 'Leadership Programs' },
  { id: 'firstgen', label: 'First-Gen Scholarships' },
  { id: 'women', label: 'Women in STEM' },
  { id: 'minority', label: 'Minority Scholarships' },
  { id: 'international', label: 'International Studies' },
  { id: 'arts', label: 'Arts & Creative Fields' },
  { id: 'business', label: 'Business & Entrepreneurship' },
] as const;

// In a module of its own: the theme is part of every first page load, and a module travels whole,
// so importing it from here would bring every list in this file along.
export { themes, type Theme } from './theme';
