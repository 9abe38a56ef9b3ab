import { FeatureList, type Feature } from './feature-list';

const features: Feature[] = [
  {
    title: 'Profile matching',
    text: 'Each opportunity is scored against your education, major, GPA, location, skills and interests, and the score comes with its reasons.',
  },
  {
    title: 'One clean catalog',
    text: 'Listings from many sources are imported, reformatted into one shape and de-duplicated, so filters work the same everywhere.',
  },
  {
    title: 'Encrypted documents',
    text: 'Documents in your vault are encrypted, and passwords are kept only as strong one-way hashes.',
  },
  {
    title: 'Reminders on schedule',
    text: 'A daily check sends deadline reminders before the dates you are tracking, by e-mail or in the app.',
  },
  {
    title: 'Accessible everywhere',
    text: 'Usable by keyboard and screen reader, from a small phone to a wide screen, in light or dark mode.',
  },
  {
    title: 'Private by design',
    text: 'We collect what matching and tracking need, and your data is never sold.',
  },
];

export function TechnologyTab() {
  return (
    <FeatureList
      heading="The technology behind FutureFund"
      intro="A matching engine, a data pipeline and a secure vault work together so the right opportunities reach you in time."
      features={features}
    />
  );
}
