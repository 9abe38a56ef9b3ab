import { Building2, HeartHandshake, Landmark, School, type LucideIcon } from 'lucide-react';

type Category = { title: string; text: string; icon: LucideIcon };

// Product §1: where opportunities come from.
const categories: Category[] = [
  {
    title: 'Educational institutions',
    text: 'Universities, colleges and schools offering scholarships, fellowships and research programs.',
    icon: School,
  },
  {
    title: 'Corporate partners',
    text: 'Companies offering internships, new-graduate roles and sponsored scholarships.',
    icon: Building2,
  },
  {
    title: 'Nonprofits',
    text: 'Foundations and community organizations funding students and causes they care about.',
    icon: HeartHandshake,
  },
  {
    title: 'Government agencies',
    text: 'Public grants, fellowships and internship programs at every level of government.',
    icon: Landmark,
  },
];

export function SourceCategories() {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {categories.map(({ title, text, icon: Icon }) => (
        <li key={title} className="flex flex-col gap-2 rounded-lg border bg-card p-5 shadow-sm">
          <Icon aria-hidden="true" className="size-6 text-primary" />
          <h4 className="font-semibold">{title}</h4>
          <p className="text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
