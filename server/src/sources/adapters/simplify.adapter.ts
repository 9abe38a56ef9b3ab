import { z } from 'zod';
import type { SourceAdapter } from '../types';
import { buildInternship } from '../normalize/defaults';
import { includesHybrid, includesRemote, joinLocations } from '../normalize/location';
import { collectResults, skip, type Mapped } from '../normalize/results';
import { latestTerm } from '../normalize/seasons';
import { expectShape, fileText, parseJsonDocument } from '../normalize/source-input';
import { offersSponsorship, sponsorshipText } from '../normalize/sponsorship';
import { deriveTags } from '../normalize/tags';
import { cleanTitle } from '../normalize/text';
import { fromUnixSeconds } from '../normalize/timestamps';
import { toHttpUrl } from '../normalize/url';

// SimplifyJobs listings.json (the internship lists; the New-Grad list shares the schema without
// `terms`, but new-grad jobs are not internships and are not seeded). The data has no description
// or salary, so those stay null.

const NAME = 'simplify';

const listingSchema = z.object({
  id: z.string().nullish(),
  company_name: z.string().nullish(),
  title: z.string().nullish(),
  locations: z.array(z.string()).nullish(),
  terms: z.array(z.string()).nullish(),
  url: z.string().nullish(),
  active: z.boolean().nullish(),
  is_visible: z.boolean().nullish(),
  date_updated: z.number().nullish(),
  sponsorship: z.string().nullish(),
});
type Listing = z.infer<typeof listingSchema>;

/** Ids the file gives to more than one listing cannot tell them apart, so neither keeps it. */
function duplicatedIds(listings: (Listing | undefined)[]): Set<string> {
  const seen = new Set<string>();
  const duplicated = new Set<string>();
  for (const id of listings.map((listing) => listing?.id?.trim())) {
    if (!id) continue;
    if (seen.has(id)) duplicated.add(id);
    seen.add(id);
  }
  return duplicated;
}

function mapListing(listing: Listing, duplicated: Set<string>): Mapped {
  const id = listing.id?.trim() || null;
  const title = cleanTitle(listing.title);
  if (!title) return skip(id, 'missing title');
  const locations = listing.locations ?? [];
  const terms = listing.terms ?? [];
  const isRemote = includesRemote(locations);
  const sponsorship = sponsorshipText(listing.sponsorship);
  return buildInternship({
    sourceId: id && !duplicated.has(id) ? id : null,
    title,
    company: cleanTitle(listing.company_name),
    url: toHttpUrl(listing.url),
    location: joinLocations(locations),
    isRemote,
    isHybrid: includesHybrid(locations),
    season: latestTerm(terms),
    sponsorship,
    lastVerifiedAt: fromUnixSeconds(listing.date_updated),
    closed: !(listing.active === true && listing.is_visible !== false),
    tags: deriveTags({
      remote: isRemote,
      seasons: terms,
      titleText: [title],
      campusText: [title],
      extra: offersSponsorship(sponsorship) ? ['visa-sponsorship'] : [],
    }),
  });
}

function mapAll(records: unknown[]): Mapped[] {
  const listings = records.map((record) => listingSchema.safeParse(record).data);
  const duplicated = duplicatedIds(listings);
  return listings.map((listing) =>
    listing ? mapListing(listing, duplicated) : skip(null, 'malformed record'),
  );
}

export const simplifyAdapter: SourceAdapter = {
  name: NAME,
  description: 'SimplifyJobs listings.json (internship lists)',
  input: 'file',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw) {
    const document = parseJsonDocument(fileText(raw, NAME), NAME);
    const records = expectShape(z.array(z.unknown()), document, NAME, 'a JSON array of listings');
    return collectResults(mapAll(records));
  },
};
