// Fixed profiles, opportunities and resumes for the builder's tests: core's unit tests, the
// server's API tests and the journey all use these, so their expected texts agree.
import type { ResumeDocument } from '../contracts/builder';
import type { BuilderFacts, OpportunityFacts, ProfileFacts } from './facts';

const full: ProfileFacts = {
  name: 'Maya Rodriguez',
  email: 'maya.rodriguez@example.com',
  educationLevel: "Bachelor's Degree",
  intendedMajor: 'Computer Science',
  gpa: '3.8',
  graduationYear: 2027,
  city: 'Austin',
  state: 'Texas',
  country: 'United States',
  skills: ['Python', 'Data analysis', 'Public speaking', 'JavaScript'],
  interests: ['STEM', 'Community Service'],
  careerGoals: 'Become a software engineer building tools for public health',
  preferredIndustries: ['Healthcare', 'Technology'],
};

/** A new account that has only given a name. */
const sparse: ProfileFacts = {
  name: 'Sam Lee',
  email: null,
  educationLevel: null,
  intendedMajor: null,
  gpa: null,
  graduationYear: null,
  city: null,
  state: null,
  country: null,
  skills: [],
  interests: [],
  careerGoals: null,
  preferredIndustries: [],
};

/** A parent or counselor: no education level, major or GPA of their own. */
const counselor: ProfileFacts = {
  name: 'Jordan Ellis',
  email: 'jordan.ellis@example.org',
  educationLevel: null,
  intendedMajor: null,
  gpa: null,
  graduationYear: null,
  city: 'Denver',
  state: 'Colorado',
  country: 'United States',
  skills: ['Mentoring', 'Event planning'],
  interests: ['Education'],
  careerGoals: 'Help first-generation students find and win scholarships',
  preferredIndustries: ['Education', 'Nonprofit'],
};

/** A high-school senior with a major in mind. */
const highSchool: ProfileFacts = {
  ...sparse,
  name: 'Ava Patel',
  email: 'ava.patel@example.com',
  educationLevel: 'High School',
  intendedMajor: 'Nursing',
  gpa: '3.95',
  graduationYear: 2026,
  skills: ['First aid'],
};

const scholarship: OpportunityFacts = {
  type: 'scholarship',
  id: 101,
  title: 'Future Leaders in STEM Scholarship',
  organization: 'Bright Futures Foundation',
  description:
    'Supports undergraduate students in computer science, engineering and mathematics who show leadership and community service. Recipients receive $5,000 toward tuition.',
  requirements: ['Minimum GPA 3.0', 'Enrolled in a STEM major', 'U.S. citizen or permanent resident'],
  skills: [],
  majors: ['Computer Science', 'Engineering', 'Mathematics'],
  tags: ['STEM', 'Leadership'],
  educationLevel: 'Undergraduate',
  location: 'Texas',
  deadline: '2027-03-01',
  amount: '$5,000',
};

const internship: OpportunityFacts = {
  type: 'internship',
  id: 202,
  title: 'Data Science Intern',
  organization: 'Helix Health Labs',
  description:
    'Join our analytics team to build data pipelines and dashboards that improve patient care. You will analyze clinical data with Python and SQL and present findings to clinicians.',
  requirements: ["Currently enrolled in a bachelor's program", 'Experience with Python'],
  skills: ['Python', 'SQL', 'Machine learning', 'Data visualization'],
  majors: ['Computer Science', 'Statistics'],
  tags: ['Healthcare', 'Data'],
  educationLevel: 'Undergraduate',
  location: 'Austin, TX',
  deadline: '2027-01-15',
  amount: null,
};

/** Maya's resume after she filled in her history. */
const fullResume: ResumeDocument = {
  kind: 'resume',
  template: 'modern',
  contact: {
    name: 'Maya Rodriguez',
    email: 'maya.rodriguez@example.com',
    phone: '(512) 555-0142',
    location: 'Austin, Texas, United States',
    links: ['github.com/mayarod'],
  },
  summary: 'Computer science student who builds data tools for community health.',
  education: [
    {
      title: "Bachelor's Degree in Computer Science",
      organization: 'University of Texas at Austin',
      location: 'Austin, TX',
      dates: 'Expected 2027',
      bullets: ['GPA: 3.8'],
    },
  ],
  experience: [
    {
      title: 'Lab Assistant',
      organization: 'Riverside Research Labs',
      location: 'Austin, TX',
      dates: 'Jun 2025 – Aug 2025',
      bullets: [
        'Analyzed sensor data with Python for 3 research projects',
        'Presented weekly findings to a team of 8',
      ],
    },
    {
      title: 'Math Tutor',
      organization: 'Eastside Learning Center',
      location: '',
      dates: '2023 – 2025',
      bullets: ['Tutored 12 students in algebra and statistics'],
    },
  ],
  projects: [
    {
      title: 'Clinic Wait-Time Dashboard',
      organization: '',
      location: '',
      dates: '2025',
      bullets: ['Built a JavaScript dashboard showing wait times for 4 local clinics'],
    },
  ],
  skills: ['Python', 'Data analysis', 'Public speaking', 'JavaScript'],
  activities: [
    {
      title: 'President',
      organization: 'Women in Computing Club',
      location: '',
      dates: '2024 – Present',
      bullets: ['Organized community service coding workshops for 60 middle school students'],
    },
  ],
};

/** A resume with only a name: every section empty. */
const emptyResume: ResumeDocument = {
  kind: 'resume',
  template: 'classic',
  contact: { name: 'Sam Lee', email: '', phone: '', location: '', links: [] },
  summary: '',
  education: [],
  experience: [],
  projects: [],
  skills: [],
  activities: [],
};

const facts = (
  profile: ProfileFacts,
  resume: ResumeDocument,
  opportunity: OpportunityFacts | null,
): BuilderFacts => ({
  profile,
  resume,
  documents: [],
  opportunity,
});

export const builderFixtures = {
  profiles: { full, sparse, counselor, highSchool },
  opportunities: { scholarship, internship },
  resumes: { full: fullResume, empty: emptyResume },
  facts,
  /** The day the fixtures' letters are dated. */
  today: new Date(Date.UTC(2026, 10, 25, 15, 30)),
} as const;
