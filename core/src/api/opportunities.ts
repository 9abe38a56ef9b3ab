import {
  accessInfoSchema,
  browseQuerySchema,
  idParamSchema,
  opportunityFacetsSchema,
  opportunityCountsSchema,
  opportunityListSchema,
  profileViewSchema,
  similarQuerySchema,
  typeListQuerySchema,
} from '../contracts/opportunities';
import { internshipAnswerSchema, scholarshipAnswerSchema } from '../contracts/limited-detail';
import { sourceFreshnessListSchema } from '../contracts/source-freshness';
import { defineEndpoint } from './define';
import { shellApiPaths } from './shell';

const tag = 'opportunities';

export const opportunitiesApi = {
  browse: defineEndpoint({
    method: 'GET',
    path: '/api/opportunities',
    summary: 'Browse open opportunities (search, filters, sort, paging)',
    tag,
    auth: 'public',
    query: browseQuerySchema,
    response: opportunityListSchema,
  }),
  facets: defineEndpoint({
    method: 'GET',
    path: '/api/opportunities/facets',
    summary: 'Campus and major choices found in open listings, with counts (the browse filters)',
    tag,
    auth: 'public',
    response: opportunityFacetsSchema,
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: shellApiPaths.opportunityCounts,
    summary: 'How many open scholarships and internships, and registered students (the counters)',
    tag,
    auth: 'public',
    response: opportunityCountsSchema,
  }),
  sources: defineEndpoint({
    method: 'GET',
    path: shellApiPaths.opportunitySources,
    summary:
      'Each active data source: whether the catalog schedule refreshes it, when it was last imported and last verified, its open listings',
    tag,
    auth: 'public',
    response: sourceFreshnessListSchema,
  }),
  similar: defineEndpoint({
    method: 'GET',
    path: '/api/opportunities/similar',
    summary: 'Up to 4 similar open opportunities',
    tag,
    auth: 'public',
    query: similarQuerySchema,
    response: opportunityListSchema,
    errors: ['NOT_FOUND'],
  }),
  listScholarships: defineEndpoint({
    method: 'GET',
    path: '/api/scholarships',
    summary: 'Open scholarships (list items)',
    tag,
    auth: 'public',
    query: typeListQuerySchema,
    response: opportunityListSchema,
  }),
  listInternships: defineEndpoint({
    method: 'GET',
    path: '/api/internships',
    summary: 'Open internships (list items)',
    tag,
    auth: 'public',
    query: typeListQuerySchema,
    response: opportunityListSchema,
  }),
  scholarship: defineEndpoint({
    method: 'GET',
    path: '/api/scholarships/:id',
    summary: 'One scholarship: every detail, or a limited answer past the free views (ADR 018)',
    tag,
    auth: 'public',
    params: idParamSchema,
    response: scholarshipAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
  internship: defineEndpoint({
    method: 'GET',
    path: '/api/internships/:id',
    summary: 'One internship: every detail, or a limited answer past the free views (ADR 018)',
    tag,
    auth: 'public',
    params: idParamSchema,
    response: internshipAnswerSchema,
    errors: ['NOT_FOUND'],
  }),
};

export const accessApi = {
  check: defineEndpoint({
    method: 'POST',
    path: '/api/check-access',
    summary: 'What the visitor may see and do',
    tag: 'access',
    auth: 'public',
    response: accessInfoSchema,
  }),
  useProfileView: defineEndpoint({
    method: 'POST',
    path: '/api/use-profile-view',
    summary:
      'Record the view of a listing a detail page loaded, once per listing as its detail answer does (ADR 018); with no body, only the access info',
    tag: 'access',
    auth: 'public',
    body: profileViewSchema,
    response: accessInfoSchema,
    errors: ['NOT_FOUND'],
  }),
};
