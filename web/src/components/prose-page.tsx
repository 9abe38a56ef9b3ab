import type { ReactNode } from 'react';

type ProsePageProps = {
  title: string;
  /** One line under the title: what the page is for. */
  intro: ReactNode;
  /** "Last updated …" or similar; shown small under the intro. */
  note?: string;
  children: ReactNode;
};

/**
 * A readable text page (privacy, terms, data sources): one h1, a measure of about 70 characters,
 * and the spacing of headings, paragraphs, lists and links set once here for every section.
 */
export function ProsePage({ title, intro, note, children }: ProsePageProps) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{intro}</p>
        {note ? <p className="mt-2 text-sm text-muted-foreground">{note}</p> : null}
      </header>
      <div className="mt-8 grid gap-8 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:no-underline">
        {children}
      </div>
    </article>
  );
}

/** One titled section of a ProsePage; the id lets other pages link straight to it. */
export function ProseSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // Only the section's own paragraphs and lists get prose spacing; embedded components keep theirs.
    // A grid item may shrink below its content (min-w-0), so a wide table scrolls in its own region.
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="min-w-0 scroll-mt-20 [&>p]:mt-2 [&>ul]:mt-2 [&>ul]:list-disc [&>ul]:pl-5 [&>ul>li]:mt-1"
    >
      <h2 id={`${id}-heading`} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
