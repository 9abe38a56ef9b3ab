import type { InternshipDetail, ScholarshipDetail } from '@futurefund/core';
import type { Fact, OpportunityDetail } from './detail-model';

// Requirements beyond the eligibility text and the profile-checked ones (GPA, level, major,
// residency): listed for the student to judge, since the profile has no field to check them.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

function ageRange(min: number | null, max: number | null): string | null {
  if (min !== null && max !== null) return `${min} to ${max}`;
  if (min !== null) return `${min} or older`;
  return max !== null ? `${max} or younger` : null;
}

function scholarshipRequirements(detail: ScholarshipDetail): (Fact | null)[] {
  const age = ageRange(detail.minAge, detail.maxAge);
  return [
    age ? { label: 'Age', value: age } : null,
    detail.genderRequirement ? { label: 'Gender', value: detail.genderRequirement } : null,
    detail.ethnicityRequirement ? { label: 'Background', value: detail.ethnicityRequirement } : null,
    detail.firstGeneration ? { label: 'First generation', value: 'First-generation college students' } : null,
    detail.maxFamilyIncome !== null
      ? { label: 'Family income', value: `Up to ${usd.format(detail.maxFamilyIncome)}` }
      : null,
  ];
}

function internshipRequirements(detail: InternshipDetail): (Fact | null)[] {
  return [
    detail.classlevelRequirement ? { label: 'Class level', value: detail.classlevelRequirement } : null,
    detail.experienceRequired ? { label: 'Experience', value: 'Prior experience required' } : null,
    detail.requiredSkills.length > 0
      ? { label: 'Required skills', value: detail.requiredSkills.join(', ') }
      : null,
    detail.preferredSkills.length > 0
      ? { label: 'Preferred skills', value: detail.preferredSkills.join(', ') }
      : null,
  ];
}

export function additionalRequirements(detail: OpportunityDetail): Fact[] {
  const specific =
    detail.type === 'scholarship' ? scholarshipRequirements(detail) : internshipRequirements(detail);
  return [
    detail.residencyRequirement ? { label: 'Residency', value: detail.residencyRequirement } : null,
    ...specific,
  ].filter((fact): fact is Fact => fact !== null);
}
