import { pgEnum } from 'drizzle-orm/pg-core';
import {
  applicationStatuses,
  approvalStatuses,
  contributorSubTypes,
  dataSourceTypes,
  documentTypes,
  jobStatuses,
  opportunityTypes,
  recommendationEventTypes,
  scholarshipKinds,
  seekerSubTypes,
  userRoles,
  userTypes,
} from '@futurefund/core';

// Built from the core arrays so the database and the API contracts cannot drift apart.
export const userRole = pgEnum('user_role', userRoles);
export const userType = pgEnum('user_type', userTypes);
export const seekerSubType = pgEnum('seeker_sub_type', seekerSubTypes);
export const contributorSubType = pgEnum('contributor_sub_type', contributorSubTypes);
export const approvalStatus = pgEnum('approval_status', approvalStatuses);
export const scholarshipKind = pgEnum('scholarship_kind', scholarshipKinds);
export const opportunityType = pgEnum('opportunity_type', opportunityTypes);
export const applicationStatus = pgEnum('application_status', applicationStatuses);
export const jobStatus = pgEnum('job_status', jobStatuses);
export const dataSourceType = pgEnum('data_source_type', dataSourceTypes);
export const recommendationEventType = pgEnum('recommendation_event_type', recommendationEventTypes);
export const documentType = pgEnum('document_type', documentTypes);
