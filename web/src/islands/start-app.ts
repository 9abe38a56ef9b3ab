import { accessApi, PAGE_ANSWERS_ELEMENT_ID, type PageAnswer, type PageAnswers } from '@futurefund/core';
import { api } from '../lib/api-client';
import { handOverProfileView } from '../lib/early-profile-view';
import { registerServiceWorker } from '../lib/service-worker';
import { detailListingOf } from '../routes/opportunity-detail/detail-id';
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

// detail-model's isLimited, for an answer not yet known to be a listing. Importing that module
// would bring its formatting helpers along and grow this script by half (1.2 KB gzip measured).
const isLimitedAnswer = ({ body }: PageAnswer) =>
  typeof body === 'object' && body !== null && 'limited' in body;

if (entry) {
  const starter = startAppOnDemand(() => import(/* @vite-ignore */ entry));
  const listing = detailListingOf(window.location.pathname);
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
