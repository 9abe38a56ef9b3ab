import { ClipboardList, Search, UserPlus, type LucideIcon } from 'lucide-react';

type Step = { title: string; text: string; items: string[]; icon: LucideIcon };

// Product §2, About: the three steps and exactly these points.
const steps: Step[] = [
  {
    title: 'Create your profile',
    text: 'Tell us about yourself once, so every match starts from who you are.',
    items: ['Academic history and GPA', 'Extracurriculars', 'Skills', 'Career interests and goals'],
    icon: UserPlus,
  },
  {
    title: 'Discover matching opportunities',
    text: 'Browse what fits your profile and narrow it down with the filters you need.',
    items: ['Scholarships', 'Internships', 'Grants', 'Fellowships', 'Advanced filters'],
    icon: Search,
  },
  {
    title: 'Apply and track progress',
    text: 'Keep every application moving and never miss a date.',
    items: ['Document storage', 'Deadline reminders', 'Status tracking', 'Document encryption'],
    icon: ClipboardList,
  },
];

export function ProcessTab() {
  return (
    <div className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <h3 className="text-2xl font-semibold tracking-tight">How it works, in three steps</h3>
      <ol className="mt-6 grid gap-6 md:grid-cols-3">
        {steps.map(({ title, text, items, icon: Icon }, index) => (
          <li key={title} className="flex flex-col gap-3 rounded-md bg-muted p-5">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground"
              >
                <Icon className="size-5" />
              </span>
              <h4 className="font-semibold">
                <span className="block text-sm font-medium text-muted-foreground">
                  Step {index + 1}
                  <span className="sr-only">:</span>
                </span>{' '}
                {title}
              </h4>
            </div>
            <p className="text-sm text-muted-foreground">{text}</p>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}
