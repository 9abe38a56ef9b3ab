import { adminApi } from './admin';
import { applicationsApi } from './applications';
import { authApi } from './auth';
import { builderApi } from './builder';
import type { AnyEndpoint } from './define';
import { documentsApi } from './documents';
import { deadlineChecksApi, notificationsApi } from './notifications';
import { emailApi } from './email';
import { newsletterApi } from './newsletter';
import { accessApi, opportunitiesApi } from './opportunities';
import { profileApi } from './profile';
import { recommendationsApi } from './recommendations';
import { reviewApi, submissionsApi } from './submissions';
import { subscriptionApi } from './subscription';
import { supportApi } from './support';
import { systemApi } from './system';

export * from './define';
export * from './shell';
export {
  adminApi,
  builderApi,
  applicationsApi,
  authApi,
  accessApi,
  documentsApi,
  deadlineChecksApi,
  notificationsApi,
  emailApi,
  newsletterApi,
  opportunitiesApi,
  profileApi,
  recommendationsApi,
  reviewApi,
  submissionsApi,
  subscriptionApi,
  supportApi,
  systemApi,
};

/** Every endpoint of the API: the server must register each, and the contract fuzz walks them all. */
export const allEndpoints: readonly AnyEndpoint[] = [
  systemApi,
  authApi,
  opportunitiesApi,
  accessApi,
  recommendationsApi,
  applicationsApi,
  documentsApi,
  profileApi,
  adminApi,
  notificationsApi,
  deadlineChecksApi,
  emailApi,
  subscriptionApi,
  submissionsApi,
  reviewApi,
  builderApi,
  newsletterApi,
  supportApi,
].flatMap((area) => Object.values(area) as AnyEndpoint[]);
