import { FeatureList, type Feature } from './feature-list';

const features: Feature[] = [
  {
    title: 'Post opportunities',
    text: 'Share scholarships, grants, fellowships and internships with the students they are meant for.',
  },
  {
    title: 'Reviewed before publishing',
    text: 'Every submission is checked by our team before it appears, which keeps the catalog trustworthy.',
  },
  {
    title: 'Analytics',
    text: 'See views, applications, completion rates and other interactions with what you post.',
  },
  {
    title: 'Status updates',
    text: 'Follow your submissions and the applications they receive as they move along.',
  },
];

export function ContributorsTab() {
  return (
    <FeatureList
      heading="For the people who offer opportunities"
      intro="Financial aid advisors, scholarship and grant managers, company recruiters and university staff can join as contributors to reach students who match what they offer."
      features={features}
    />
  );
}
