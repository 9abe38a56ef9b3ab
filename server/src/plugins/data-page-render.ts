import { PAGE_ANSWER_HEADERS, PAGE_ANSWERS_ELEMENT_ID, type PageAnswers } from '@futurefund/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jsonForScript } from '../modules/seo/structured-data';
import { islandsScript, splitRendered, type RenderedPage } from './page-render';
import { loadServerEntry } from './server-entry';

/** Draws a data page for a visitor with the API's answers (ADR 044); null when it cannot. */
export type DataPageRenderer = (
  request: FastifyRequest,
  reply: FastifyReply,
  url: string,
) => Promise<RenderedPage | null>;

/** The request's cookies with the ones an answer set put in (a new visitor's), as a Cookie header. */
function withAnswerCookies(
  app: FastifyInstance,
  cookie: string,
  set: { name: string; value: string }[],
): string {
  const jar: Record<string, string> = { ...app.parseCookie(cookie) };
  for (const { name, value } of set) jar[name] = value;
  return Object.entries(jar)
    .map(([name, value]) => app.serializeCookie(name, value, {}))
    .join('; ');
}

/** The headers an answer keeps beside its body (core's PAGE_ANSWER_HEADERS, browse's count). */
function answerHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of PAGE_ANSWER_HEADERS) {
    const value = headers[name];
    if (typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/**
 * Asks the API for `paths` exactly as the browser would: same cookies, same address, so a listing
 * spends the visitor's free view once, by the rules of ADR 018, and the limited answer is the one
 * drawn. A cookie the API sets (a new visitor's) goes out with the page, and with the next
 * question, so one page is one visitor. Only 200 answers are kept.
 */
async function readAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  paths: string[],
) {
  const answers: PageAnswers = {};
  let cookie = request.headers.cookie ?? '';
  for (const path of paths) {
    const response = await app.inject({
      method: 'GET',
      url: path,
      remoteAddress: request.ip,
      headers: { cookie, accept: 'application/json' },
    });
    const setCookie = response.headers['set-cookie'];
    if (setCookie) {
      reply.header('set-cookie', setCookie);
      cookie = withAnswerCookies(app, cookie, response.cookies);
    }
    if (response.statusCode === 200)
      answers[path] = { body: response.json(), headers: answerHeaders(response.headers) };
  }
  return answers;
}

/**
 * Loads the server entry's list of the answers each page draws with. A page that draws with none,
 * or whose answers are not all 200 (a listing that is gone, an error), is left to the browser,
 * which shows its own notices; so is a page whose render throws (logged).
 */
export async function loadDataPageRenderer(
  app: FastifyInstance,
  webDistDir: string,
): Promise<DataPageRenderer | null> {
  const entry = await loadServerEntry(webDistDir);
  // An entry from before ADR 044 (or a test's) names no answers: every data page is the browser's.
  if (typeof entry?.pageAnswerPaths !== 'function') return null;
  // The page starts the app when the visitor engages with it (ADR 046); a build without the
  // starter hydrates the page at once, as before.
  const starter = islandsScript(webDistDir, 'appOnDemand');
  return async (request, reply, url) => {
    const paths = await entry.pageAnswerPaths(url.split('#')[0] ?? '/');
    if (paths.length === 0) return null;
    const answers = await readAnswers(app, request, reply, paths);
    if (Object.keys(answers).length < paths.length) return null;
    try {
      return {
        ...splitRendered(await entry.renderPage(url, answers)),
        ...(starter ? { script: starter, startsApp: true } : {}),
        data: `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${jsonForScript(answers)}</script>`,
      };
    } catch (error) {
      app.log.error({ err: error, url }, 'drawing a data page failed; answering with the bare shell');
      return null;
    }
  };
}
