import { Info } from 'lucide-react';
import { Link } from 'react-router';
import { AttributionNote } from '../../../components/data-sources/attribution-note';
import { DatasetList } from '../../../components/data-sources/dataset-list';
import { ExternalLinkHint } from '../../../components/data-sources/external-link';
import { internshipSources, scholarshipSources } from '../../../components/data-sources/listing-sources';
import { paths } from '../../../lib/paths';
import { SourceCategories } from './source-categories';

/** Product §1's source categories, plus an honest list of the datasets the catalog is seeded from. */
export function SourcesSection() {
  return (
    <section aria-labelledby="sources-heading" className="bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="sources-heading" className="text-center text-3xl font-bold tracking-tight">
          Opportunity Sources
        </h2>

        <h3 className="mt-10 text-xl font-semibold">Who offers the opportunities</h3>
        <p className="mt-2 text-muted-foreground">
          The scholarships, grants, fellowships and internships on FutureFund are offered by four kinds of
          providers.
        </p>
        <SourceCategories />

        <h3 className="mt-12 text-xl font-semibold">Where our listings come from</h3>
        <p className="mt-2 text-muted-foreground">
          Today our catalog is built from these public, community-maintained datasets on GitHub, plus
          opportunities that contributors post and our team reviews.
        </p>
        <p className="mt-4 flex gap-2 rounded-md border bg-card p-4 text-sm">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>
            Listings are snapshots taken when the data was collected, so deadlines, amounts and whether a
            position is still open may be out of date. Always check the provider&apos;s site before you apply.
          </span>
        </p>
        <div className="mt-6 grid gap-8 md:grid-cols-2">
          <DatasetList heading="Internships" sources={internshipSources} />
          <DatasetList heading="Scholarships" sources={scholarshipSources} />
        </div>
        <AttributionNote />
        <p className="mt-6 text-sm">
          <Link
            to={paths.sources}
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            Data sources: every licence, how listings are refreshed and how we mark what we derive
          </Link>
        </p>
        <ExternalLinkHint />
      </div>
    </section>
  );
}
