import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  applicationCardSchema,
  applicationHistoryEntrySchema,
  applicationSchema,
  calendarFeedSchema,
  createApplicationSchema,
  idParamSchema,
  updateApplicationSchema,
} from '@futurefund/core';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../plugins/session';
import type { ApplicationRow, HistoryRow } from './applications.repo';

const tags = ['applications'];
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toApplication(row: ApplicationRow) {
  return {
    ...row,
    dateApplied: iso(row.dateApplied),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toHistoryEntry = (row: HistoryRow) => ({
  id: row.id,
  fromStatus: row.fromStatus,
  toStatus: row.toStatus,
  note: row.note,
  changedAt: row.changedAt.toISOString(),
});

/** The address the user reached us on (behind a trusted proxy, as the proxy reports it). */
const siteUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
const userId = (request: FastifyRequest) => request.user!.id;
const calendarTokenParams = z.object({ token: z.string().max(100) });

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tracker, calendar, exports } = app.services;

  app.post(
    '/api/applications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Save an opportunity (status interested)',
        body: createApplicationSchema,
        response: { 200: applicationSchema, 201: applicationSchema },
      },
    },
    async (request, reply) => {
      const { opportunityId, opportunityType } = request.body;
      const { application, created } = await tracker.save(request.user!, opportunityType, opportunityId);
      return reply.code(created ? 201 : 200).send(toApplication(application));
    },
  );

  app.get(
    '/api/applications',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The signed-in user's applications",
        response: { 200: z.array(applicationCardSchema) },
      },
    },
    async (request) => {
      const rows = await tracker.list(request.user!);
      return rows.map((row) => ({
        ...toApplication(row.application),
        title: row.title,
        type: row.kind,
        awardAmount: row.awardAmount,
        company: row.company,
        deadline: row.deadline,
        tags: row.tags,
      }));
    },
  );

  app.patch(
    '/api/applications/:id',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Change the status (Premium) and/or the notes of one of your applications',
        params: idParamSchema,
        body: updateApplicationSchema,
        response: { 200: applicationSchema },
      },
    },
    async (request) => {
      return toApplication(await tracker.update(request.user!, request.params.id, request.body));
    },
  );

  app.delete(
    '/api/applications/:id',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Remove one of your applications', params: idParamSchema },
    },
    async (request, reply) => {
      await tracker.remove(request.user!, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/applications/:id/history',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Every status of one of your applications, oldest first',
        params: idParamSchema,
        response: { 200: z.array(applicationHistoryEntrySchema) },
      },
    },
    async (request) => (await tracker.history(request.user!, request.params.id)).map(toHistoryEntry),
  );

  app.get(
    '/api/applications/export.csv',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'All your applications with their status history, as CSV' },
    },
    async (request, reply) => {
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="futurefund-applications.csv"')
        .header('cache-control', 'no-store')
        .send(await exports.applicationsCsv(request.user!, siteUrl(request)));
    },
  );

  app.get(
    '/api/applications/calendar.ics',
    { preHandler: requireUser, schema: { tags, summary: 'Your open deadlines as an iCalendar file' } },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="futurefund-deadlines.ics"')
        .header('cache-control', 'no-store')
        .send(await calendar.forUser(userId(request), siteUrl(request))),
  );

  app.get(
    '/api/calendar-feed',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Whether you have a calendar subscription',
        response: { 200: calendarFeedSchema },
      },
    },
    async (request) => calendar.feedStatus(userId(request)),
  );

  app.post(
    '/api/calendar-feed',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Create a private calendar subscription URL (replaces any earlier one)',
        response: { 201: calendarFeedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await calendar.createFeed(userId(request), siteUrl(request))),
  );

  app.delete(
    '/api/calendar-feed',
    { preHandler: requireUser, schema: { tags, summary: 'Revoke your calendar subscription URL' } },
    async (request, reply) => {
      await calendar.revokeFeed(userId(request));
      return reply.code(204).send();
    },
  );

  // The subscription itself: calendar apps send no cookie, so the secret in the path is the credential.
  app.get(
    '/api/calendar/:token.ics',
    { schema: { tags, summary: 'A calendar subscription feed (secret URL)', params: calendarTokenParams } },
    async (request, reply) => {
      const body = await calendar.forToken(request.params.token, siteUrl(request));
      if (body === undefined) throw AppError.notFound('Calendar feed not found.');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('referrer-policy', 'no-referrer')
        .send(body);
    },
  );
};
