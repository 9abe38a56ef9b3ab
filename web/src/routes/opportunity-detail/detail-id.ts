import { pageRouteName, type ProfileView } from '@futurefund/core';

// Product §5: detail ids must parse to a non-zero integer. Only whole positive numbers in the
// database's integer range are ids; anything else ("abc", "0", "-3", "12abc", "1e3") is invalid and
// is answered on the client without a request.
const MAX_ID = 2_147_483_647;

export function parseDetailId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** The listing a detail page's path names (`/scholarships/13`), or null for any other path. */
export function detailListingOf(pathname: string): ProfileView | null {
  const route = pageRouteName(pathname);
  if (route !== 'scholarshipDetail' && route !== 'internshipDetail') return null;
  const id = parseDetailId(pathname.split('/')[2]);
  if (id === null) return null;
  return { opportunityType: route === 'scholarshipDetail' ? 'scholarship' : 'internship', opportunityId: id };
}
