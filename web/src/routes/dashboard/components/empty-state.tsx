import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';

/** No applications at all (product §2): point to browsing; shown under the tabs, at 0. */
export function EmptyState() {
  return (
    <section
      aria-labelledby="empty-heading"
      className="grid justify-items-center gap-4 rounded-lg border border-dashed p-10 text-center"
    >
      <Compass aria-hidden="true" className="size-10 text-muted-foreground" />
      <h3 id="empty-heading" className="text-lg font-semibold">
        You haven&apos;t saved any opportunities yet.
      </h3>
      <p className="max-w-md text-muted-foreground">
        Save scholarships and internships while you browse; they show up here so you can track every deadline
        and application.
      </p>
      <Button asChild>
        <Link to={paths.opportunities}>Browse Opportunities</Link>
      </Button>
    </section>
  );
}
