import { pageMetaFor } from '@futurefund/core';
import { Link } from 'react-router';
import { AttributionNote } from '../../components/data-sources/attribution-note';
import { DatasetList } from '../../components/data-sources/dataset-list';
import { ExternalLinkHint } from '../../components/data-sources/external-link';
import { internshipSources, scholarshipSources } from '../../components/data-sources/listing-sources';
import { ProsePage, ProseSection } from '../../components/prose-page';
import { usePageMeta } from '../../lib/page-meta';
import { paths } from '../../lib/paths';
import { SourceFreshnessTable } from './source-freshness-table';

/**
 * Data sources (issue 18): every dataset the catalog is seeded from with its licence, the
 * credits the licences ask for, and how listings are refreshed, verified and derived (ADRs 016,
 * 017, 019, 028). Source facts live in components/data-sources, shared with About.
 */
export default function SourcesPage() {
  usePageMeta(pageMetaFor('sources'));
  return (
    <ProsePage
      title="Data sources"
      intro="Where our listings come from, under which licences, and how we keep them honest."
    >
      <ProseSection id="datasets" title="Public datasets">
        <p>
          The catalog starts from these public, community-maintained datasets on GitHub. Each is a snapshot of
          the date shown: deadlines and open positions are as they were then.
        </p>
        <div className="mt-4 grid gap-8 md:grid-cols-2">
          <DatasetList heading="Internships" sources={internshipSources} />
          <DatasetList heading="Scholarships" sources={scholarshipSources} />
        </div>
        <AttributionNote />
      </ProseSection>

      <ProseSection id="licences" title="Licences">
        <ul>
          <li>
            Open Scholarships is licensed under CC BY 4.0, which asks for the credit above wherever its data
            is shown.
          </li>
          <li>
            Three internship lists are under the MIT License (© 2026 Shah Zain; © 2026 Supply Chain
            Internships contributors; © 2026 Surya Harikrishnan, whose list also draws on vanshb03&apos;s
            MIT-licensed lists). Their copyright and permission notices are kept with the copied data in our
            repository.
          </li>
          <li>
            The other repositories state no licence; we use their listings&apos; facts (title, organisation,
            deadline, link) and every listing names its source.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="freshness" title="Refreshing and verifying">
        <ul>
          <li>
            <SourceFreshnessTable />
            <p className="mt-2">
              A listing a source no longer shows is closed, never deleted, so your saved applications keep
              working.
            </p>
          </li>
          <li>
            Each listing shows its source and when that source last verified it. Listings not verified in the
            last 12 months rank after fresher ones.
          </li>
          <li>The same opportunity from several sources is shown once, naming every source that lists it.</li>
        </ul>
      </ProseSection>

      <ProseSection id="derived" title="What we derive">
        <p>
          Some sources leave fields empty that their own text answers, such as whether an essay is required or
          which majors may apply. We fill those only from what the listing states, and the listing marks them
          as derived from its text, so you can tell our reading from the source&apos;s data.
        </p>
      </ProseSection>

      <ProseSection id="contributors" title="Contributor listings">
        <p>
          Financial aid advisors, scholarship managers and recruiters can submit opportunities. Our team
          reviews each one before it appears; the listing then names the contributor&apos;s organisation and
          counts the review as its verification. Found a wrong or outdated listing?{' '}
          <Link to={paths.contact}>Tell us</Link>.
        </p>
      </ProseSection>
      <ExternalLinkHint />
    </ProsePage>
  );
}
