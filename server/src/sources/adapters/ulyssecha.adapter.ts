import { z } from 'zod';
import type { SourceAdapter } from '../types';
import { buildInternship } from '../normalize/defaults';
import { includesHybrid, includesRemote } from '../normalize/location';
import { collectResults, mapRecords, skip, type Mapped } from '../normalize/results';
import { listingSeason } from '../normalize/seasons';
import { expectShape, fileText, parseJsonDocument } from '../normalize/source-input';
import { deriveTags } from '../normalize/tags';
import { cleanText, cleanTitle } from '../normalize/text';
import { toIsoTimestamp } from '../normalize/timestamps';
import { toHttpUrl } from '../normalize/url';

// UlysseCHA/summer-2027 data/offers.json: the live postings of ~400 tech, finance and consulting
// firms' public ATS APIs, international. Offers have no open flag and no date of their own: the
// list was generated (`generatedAt`) from what was live, so that is when each was last seen.

const NAME = 'ulyssecha';

const offerSchema = z.object({
  id: z.string().nullish(),
  company: z.string().nullish(),
  title: z.string().nullish(),
  location: z.string().nullish(),
  regions: z.array(z.string()).nullish(),
  url: z.string().nullish(),
  kind: z.string().nullish(),
  season: z.string().nullish(),
  cycle: z.number().nullish(),
  track: z.string().nullish(),
  industry: z.string().nullish(),
  excerpt: z.string().nullish(),
});
type Offer = z.infer<typeof offerSchema>;

const documentSchema = z.object({ generatedAt: z.string().nullish(), offers: z.array(z.unknown()) });

const TRACK_FIELDS: Record<string, string> = {
  engineering: 'Engineering',
  banking: 'Banking',
  business: 'Business',
  quant: 'Quantitative Finance',
  consulting: 'Consulting',
  'ai-ml': 'AI/ML',
  design: 'Design',
  product: 'Product',
  data: 'Data',
};

const NOT_INTERNSHIPS: Record<string, string> = {
  graduate: 'Graduate job, not an internship',
  'early-career': 'Early-career job, not an internship',
};

/** The list's own word for a place it does not know ("not stated" in French): no place at all. */
const UNSTATED_PLACE = /^non pr[eé]cis[eé]e?$/i;

/** The excerpt is the start of a longer description (HTML, cut mid-word): plain text, marked as cut. */
function excerptText(excerpt: string | null | undefined): string | null {
  const text = cleanText(excerpt);
  return text && !/[.!?…]$/.test(text) ? `${text}…` : text;
}

function mapOffer(offer: Offer, seenAt: string | null): Mapped {
  const sourceId = offer.id?.trim() || null;
  const kind = offer.kind?.trim().toLowerCase() ?? '';
  if (kind !== 'internship') return skip(sourceId, NOT_INTERNSHIPS[kind] ?? 'not stated as an internship');
  const title = cleanTitle(offer.title);
  if (!title) return skip(sourceId, 'missing title');
  const stated = cleanText(offer.location);
  const location = stated && UNSTATED_PLACE.test(stated) ? null : stated;
  const isRemote = includesRemote([location]) || (offer.regions ?? []).includes('remote');
  const track = offer.track?.trim().toLowerCase() ?? '';
  // `season` + `cycle` ("summer", 2027) is the source's term; the cycle is often inferred from the
  // posting date (`cycleSource`), which is why a title such as "Graduating Summer 2028" does not win.
  const term = offer.season && offer.cycle ? `${offer.season} ${offer.cycle}` : null;
  const { season, terms } = listingSeason([term], title);
  return buildInternship({
    sourceId,
    title,
    company: cleanTitle(offer.company),
    field: TRACK_FIELDS[track] ?? null,
    url: toHttpUrl(offer.url),
    location,
    isRemote,
    isHybrid: includesHybrid([location]),
    description: excerptText(offer.excerpt),
    season,
    lastVerifiedAt: seenAt,
    closed: false,
    tags: deriveTags({
      remote: isRemote,
      seasons: terms,
      titleText: [title, TRACK_FIELDS[track]],
      campusText: [title],
      sourceTags: [offer.industry ?? '', track === 'other' ? '' : track],
    }),
  });
}

/** A posting listed twice (one requisition on two career sites) keeps its first entry. */
function withoutRepeats(mapped: Mapped[]): Mapped[] {
  const seen = new Set<string>();
  return mapped.map((item) => {
    if ('skip' in item || !item.sourceId) return item;
    if (seen.has(item.sourceId)) return skip(item.sourceId, 'same posting listed twice');
    seen.add(item.sourceId);
    return item;
  });
}

export const ulysseChaAdapter: SourceAdapter = {
  name: NAME,
  description: 'UlysseCHA Summer 2027 internships from public ATS APIs (international)',
  input: 'file',
  contentTypes: ['application/json', 'text/plain'],
  parse(raw) {
    const document = parseJsonDocument(fileText(raw, NAME), NAME);
    const { generatedAt, offers } = expectShape(documentSchema, document, NAME, 'an object with offers[]');
    const seenAt = toIsoTimestamp(generatedAt);
    const mapped = mapRecords(offers, offerSchema, (offer) => mapOffer(offer, seenAt));
    return collectResults(withoutRepeats(mapped));
  },
};
