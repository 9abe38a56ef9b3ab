import { adminApi } from './admin';
import { applicationsApi } from './applications';
import { authApi } from './auth';
import type { AnyEndpoint } from './define';
import { accessApi, opportunitiesApi, recommendationsApi } from './opportunities';
import { systemApi } from './system';

export * from './define';
export { adminApi, applicationsApi, authApi, accessApi, opportunitiesApi, recommendationsApi, systemApi };

/** Every endpoint of the API: the server must register each, and the contract fuzz walks them all. */
export const allEndpoints: readonly AnyEndpoint[] = [
  systemApi,
  authApi,
  opportunitiesApi,
  accessApi,
  recommendationsApi,
  applicationsApi,
  adminApi,
].flatMap((area) => Object.values(area) as AnyEndpoint[]);
