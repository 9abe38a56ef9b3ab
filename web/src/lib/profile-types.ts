import type { ContributorSubType, SeekerSubType, UserType } from '@futurefund/core';

/** How the profile types and sub-roles of product §3/§6 read on screen. */
export const userTypeOptions: { value: UserType; label: string; hint: string }[] = [
  {
    value: 'student_seeker',
    label: 'Student / Family',
    hint: 'Students, parents or guardians and school counselors looking for funding and internships.',
  },
  {
    value: 'contributor',
    label: 'Contributor',
    hint: 'Financial aid advisors, scholarship and grant managers, recruiters and university staff who post opportunities.',
  },
];

export const seekerSubTypeLabels: Record<SeekerSubType, string> = {
  student: 'Student',
  parent_guardian: 'Parent / Guardian',
  counselor: 'School Counselor',
};

export const contributorSubTypeLabels: Record<ContributorSubType, string> = {
  financial_aid_advisor: 'Financial Aid Advisor',
  scholarship_manager: 'Scholarship Manager',
  grant_manager: 'Grant Manager',
  company_recruiter: 'Company Recruiter',
  university_staff: 'University Staff',
};
