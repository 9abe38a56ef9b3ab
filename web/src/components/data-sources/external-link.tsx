import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

const HINT_ID = 'external-link-hint';

/** Render once on any page that uses ExternalLink: the description every such link points to. */
export function ExternalLinkHint() {
  return (
    <span id={HINT_ID} hidden>
      Opens the source site in a new tab
    </span>
  );
}

type ExternalLinkProps = {
  href: string;
  children: ReactNode;
  className?: string;
};

/**
 * A link to another site, opened in a new tab. The link's name stays exactly its text (so
 * attributions read as written); screen readers hear where it goes as the link's description.
 */
export function ExternalLink({ href, children, className }: ExternalLinkProps) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-describedby={HINT_ID}
      className={cn(
        'inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4 hover:no-underline',
        className,
      )}
    >
      {children}
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
    </a>
  );
}
