import { accessApi, pageRouteName, PAGE_ANSWERS_ELEMENT_ID, type ProfileView } from '@futurefund/core';
import type { PageAnswer, PageAnswers } from '../app/page-answers';
import { api } from '../lib/api-client';
import { handOverProfileView } from '../lib/early-profile-view';
import { registerServiceWorker } from '../lib/service-worker';
import { parseDetailId } from '../routes/opportunity-detail/detail-id';
import { startAppOnDemand } from './app-starter';
import { followSystemTheme } from '../lib/theme-store';

/**
 * The only script of a data page the server drew for a visitor (ADR 046): the page is readable as
 * it is, and the app (named by the script's `data-app-entry`) starts when the visitor engages
 * with it, or at once when the page needs it to show something (the upgrade dialog, an alert).
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appEntry;

function drawnAnswers(): PageAnswer[] {
  const block = document.getElementById(PAGE_ANSWERS_ELEMENT_ID);
  try {
    return block?.textContent ? Object.values(JSON.parse(block.textContent) as PageAnswers) : [];
  } catch {
    return [];
  }
}

/** The listing of a detail page, or null on any other page. */
function listingOf(pathname: string): ProfileView | null {
  const route = pageRouteName(pathname);
  if (route !== 'scholarshipDetail' && route !== 'internshipDetail') return null;
  const id = parseDetailId(pathname.split('/')[2]);
  if (id === null) return null;
  return { opportunityType: route === 'scholarshipDetail' ? 'scholarship' : 'internship', opportunityId: id };
}

const isLimitedAnswer = ({ body }: PageAnswer) =>
  typeof body === 'object' && body !== null && 'limited' in body;

if (entry) {
  const starter = startAppOnDemand(() => import(/* @vite-ignore */ entry));
  const listing = listingOf(window.location.pathname);
  if (listing) {
    // Product §2: the first load records one profile view. A limited listing opens the upgrade
    // dialog, and a refused or failed view its dialog or alert: all of them are the app's.
    const view = api(accessApi.useProfileView, { body: listing });
    handOverProfileView(listing, view);
    if (drawnAnswers().some(isLimitedAnswer)) void starter.start();
    view.then(
      (access) => access.hasAccess || void starter.start(),
      () => void starter.start(),
    );
  }
}
// A visitor on the System theme sees the page follow it before the app starts, as on a document.
followSystemTheme();
registerServiceWorker();
