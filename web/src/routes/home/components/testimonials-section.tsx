import { Link } from 'react-router';
import { StarRating } from '../../../components/star-rating';
import { paths } from '../../../lib/paths';

type Story = {
  name: string;
  role: string;
  quote: string;
  rating: number;
  link: { label: string; to: string };
};

// Illustrative examples written for this page, not quotes from real people (the page says so).
const stories: Story[] = [
  {
    name: 'Maya',
    role: 'College sophomore',
    quote:
      'The scholarship matcher surfaced awards I had never heard of, and the reminders kept me ahead of every deadline.',
    rating: 5,
    link: { label: 'Explore scholarships', to: paths.opportunitiesWith({ type: 'scholarships' }) },
  },
  {
    name: 'Jordan',
    role: 'Computer science student',
    quote:
      'Filtering internships by location and remote options helped me find a summer role that fit my schedule.',
    rating: 4.5,
    link: { label: 'Explore internships', to: paths.opportunitiesWith({ type: 'internships' }) },
  },
  {
    name: 'Alex',
    role: 'Parent of a high school senior',
    quote: 'Having essays and transcripts in one place made helping my kid apply far less stressful.',
    rating: 5,
    link: { label: 'Learn about FutureFund', to: paths.about },
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="stories-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="stories-heading" className="text-center text-3xl font-bold tracking-tight">
          Success Stories
        </h2>
        <p className="mt-2 text-center text-sm text-muted-foreground">
          Illustrative examples of how students and families use FutureFund; names and details are invented.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {stories.map((story) => (
            <li key={story.name} className="flex flex-col gap-4 rounded-lg border bg-card p-6 shadow-sm">
              <StarRating value={story.rating} />
              <figure className="flex flex-1 flex-col gap-4">
                <blockquote className="flex-1 text-card-foreground">“{story.quote}”</blockquote>
                <figcaption className="text-sm">
                  <span className="font-semibold">{story.name}</span>
                  <span className="text-muted-foreground">, {story.role}</span>
                </figcaption>
              </figure>
              <Link
                to={story.link.to}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {story.link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
