import type { ReactNode } from 'react';

export type Feature = { title: string; text: string };

type FeatureListProps = {
  heading: string;
  intro: ReactNode;
  features: Feature[];
  children?: ReactNode;
};

/** The body of an About tab: an h3, a short introduction and a two-column list of features. */
export function FeatureList({ heading, intro, features, children }: FeatureListProps) {
  return (
    <div className="rounded-lg border bg-card p-6 text-card-foreground shadow-sm sm:p-8">
      <h3 className="text-2xl font-semibold tracking-tight">{heading}</h3>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {features.map(({ title, text }) => (
          <li key={title} className="rounded-md bg-muted p-4">
            <h4 className="font-semibold">{title}</h4>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}
