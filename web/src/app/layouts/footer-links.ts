import { paths } from '../../lib/paths';

export type FooterLink = { label: string; to: string };
export type FooterGroup = { heading: string; links: FooterLink[] };

/** The footer's two groups (product §2): every link lands on a real page, for visitors and members alike. */
export const footerGroups: FooterGroup[] = [
  {
    heading: 'Resources',
    links: [
      { label: 'Opportunities', to: paths.opportunities },
      { label: 'Scholarships', to: paths.opportunitiesWith({ type: 'scholarships' }) },
      { label: 'Internships', to: paths.opportunitiesWith({ type: 'internships' }) },
      { label: 'Data sources', to: paths.sources },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Contact & support', to: paths.contact },
      { label: 'Privacy', to: paths.privacy },
      { label: 'Terms', to: paths.terms },
    ],
  },
];
