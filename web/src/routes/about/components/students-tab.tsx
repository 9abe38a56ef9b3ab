import { FeatureList, type Feature } from './feature-list';

const features: Feature[] = [
  {
    title: 'Recommendations that fit you',
    text: 'Opportunities ranked against your profile, with the reasons for each match shown.',
  },
  {
    title: 'Scholarship matcher',
    text: 'Narrow scholarships by award, deadline, GPA, education level, major and essay requirements.',
  },
  {
    title: 'Internship explorer',
    text: 'Filter internships by location and industry, including remote and hybrid roles.',
  },
  {
    title: 'Secure document vault',
    text: 'Keep resumes, essays and transcripts encrypted and ready whenever an application asks.',
  },
  {
    title: 'Application tracker',
    text: 'Follow each application from saved to awarded, with reminders before every deadline.',
  },
  {
    title: 'Progress dashboard',
    text: 'See your applications, upcoming deadlines and next steps at a glance.',
  },
];

export function StudentsTab() {
  return (
    <FeatureList
      heading="Built for students and the people who support them"
      intro="High school, college and graduate students and recent graduates use FutureFund, and so do parents, guardians and school counselors helping someone apply. A free account covers browsing, recommendations, favorites, your profile, documents and notifications."
      features={features}
    />
  );
}
