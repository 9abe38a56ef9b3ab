// Recommendation quality on the seed catalog (PGlite, fresh data directory): for each hand-judged
// profile in recommend-profiles.json, one new account saves the profile and asks for its top
// ten (GET /api/recommendations?limit=10). Reported per profile and overall:
// - precision@5: the share of the 5 places filled by a listing judged relevant (a missing place
//   counts as not relevant); the mean over profiles is the headline figure;
// - coverage: the share of profiles that got 5 recommendations;
// - eligibility violations in the top 10, by this bench's own rule (recommend-eligibility.mjs, not
//   core's engine) applied to each recommended listing's detail answer.
// Baseline in the same run: the first 5 browse results for the profile's major at its level
// (GET /api/opportunities?q=<major>&educationLevel=<band>), judged the same way. Every account asks
// before any detail is read, in a fixed order, so a run is deterministic for a given catalog and
// day. Loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { callApi, freePort, signUpStudent, startBuiltServer, stopServer } from './lib.mjs';
import { eligibilityViolations, levelBand } from './recommend-eligibility.mjs';

export const title = 'recommendation quality: hand-judged profiles, top 5 on the seed catalog (PGlite)';
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const TOP = 5;
/** Violations are counted further down the list than precision. */
const CHECKED = 10;

/** The judged profiles, each with its relevant listings as a set of keys (see listingKey). */
export function loadProfiles() {
  const file = JSON.parse(fs.readFileSync(path.join(here, 'recommend-profiles.json'), 'utf8'));
  return file.profiles.map((entry) => ({
    ...entry,
    relevant: new Set(entry.relevant.map((key) => JSON.stringify(key))),
  }));
}

/** A listing's key as recommend-profiles.json names it: type, title, organization, location. */
export function listingKey(detail) {
  const organization = detail.type === 'scholarship' ? detail.provider : detail.company;
  return JSON.stringify([detail.type, detail.title, organization, detail.location]);
}

const detailPath = (item) => `/api/${item.type}s/${item.id}`;

/** Each profile's top 5 from the engine, in profile order, one new account each. */
async function recommendations(base, profiles) {
  const answers = [];
  for (const [index, entry] of profiles.entries()) {
    const cookie = await signUpStudent(base, `rq${index}_${entry.key}`.slice(0, 50), entry.profile.name);
    await callApi(base, '/api/profile', { method: 'PUT', cookie, body: entry.profile });
    answers.push((await callApi(base, `/api/recommendations?limit=${CHECKED}`, { cookie })).json);
  }
  return answers;
}

/** The baseline: the first browse results for the profile's major at its level. */
async function browseAnswers(base, profiles) {
  const answers = [];
  for (const { profile } of profiles) {
    const query = new URLSearchParams({
      q: profile.intendedMajor,
      educationLevel: levelBand[profile.educationLevel],
      limit: String(TOP),
    });
    answers.push((await callApi(base, `/api/opportunities?${query}`)).json);
  }
  return answers;
}

/** How many of `answer`'s top 5 were judged relevant for `entry`, and the rule's violations in it. */
async function judge(entry, answer, detailOf, today) {
  const result = { count: answer.length, relevant: 0, violations: [] };
  for (const [place, item] of answer.slice(0, CHECKED).entries()) {
    const detail = await detailOf(item);
    if (place < TOP && entry.relevant.has(listingKey(detail))) result.relevant++;
    const reasons = eligibilityViolations(entry.profile, detail, today);
    if (reasons.length > 0)
      result.violations.push(`${entry.key}: "${detail.title}" (${detailPath(item)}): ${reasons.join('; ')}`);
  }
  return result;
}

/** The table: a row per profile, then the means; notes name every violation of the engine's answers. */
export async function score(profiles, engine, browse, detailOf, today) {
  const rows = [];
  const notes = [];
  const totals = { engine: 0, browse: 0, covered: 0, violations: 0, browseViolations: 0 };
  for (const [index, entry] of profiles.entries()) {
    const mine = await judge(entry, engine[index], detailOf, today);
    const base = await judge(entry, browse[index], detailOf, today);
    notes.push(...mine.violations.map((line) => `violation, ${line}`));
    totals.engine += mine.relevant / TOP;
    totals.browse += base.relevant / TOP;
    totals.covered += mine.count >= TOP ? 1 : 0;
    totals.violations += mine.violations.length;
    totals.browseViolations += base.violations.length;
    rows.push({
      profile: entry.key,
      level: entry.profile.educationLevel,
      judged: entry.relevant.size,
      recommendations: mine.count,
      'precision@5': mine.relevant / TOP,
      violations: mine.violations.length,
      'browse precision@5': base.relevant / TOP,
      'browse violations': base.violations.length,
    });
  }
  const n = profiles.length;
  const precisionAt5 = totals.engine / n;
  rows.push({
    profile: `mean of ${n} profiles`,
    level: '',
    judged: rows.reduce((sum, row) => sum + row.judged, 0),
    recommendations: `${totals.covered}/${n} with ${TOP}`,
    'precision@5': +precisionAt5.toFixed(3),
    violations: totals.violations,
    'browse precision@5': +(totals.browse / n).toFixed(3),
    'browse violations': totals.browseViolations,
  });
  notes.unshift(
    `precision@5 ${precisionAt5.toFixed(3)} (browse baseline ${(totals.browse / n).toFixed(3)}); coverage ${totals.covered}/${n}; ${totals.violations} eligibility violations in ${n * CHECKED} places`,
  );
  return { rows, notes, precisionAt5, coverage: totals.covered / n, violations: totals.violations };
}

export async function run() {
  const profiles = loadProfiles();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-recommend-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startBuiltServer(root, port, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CATALOG_REFRESH_CRON: 'off',
    // One account per profile from one address: above the default hourly registration limit.
    REGISTRATION_LIMIT_PER_HOUR: String(profiles.length + 10),
  });
  try {
    const today = new Date().toISOString().slice(0, 10);
    const engine = await recommendations(base, profiles);
    const browse = await browseAnswers(base, profiles);
    // Details are read afterwards, by an account of their own, so no profile's history changes.
    const reader = await signUpStudent(base, 'rq_detail_reader');
    const details = new Map();
    const detailOf = async (item) => {
      const key = detailPath(item);
      if (!details.has(key)) details.set(key, (await callApi(base, key, { cookie: reader })).json);
      return details.get(key);
    };
    return await score(profiles, engine, browse, detailOf, today);
  } finally {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
