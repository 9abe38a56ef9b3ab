import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A polite, labelled loading indicator; the icon itself is decorative. */
export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-2 py-12 text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
