import type { FastifyPluginAsync } from 'fastify';
import multipart from '@fastify/multipart';
import { create as contentDisposition } from 'content-disposition';
import { documentsApi } from '@futurefund/core';
import { route } from '../../lib/route';
import { toApplicationDocument, toDocumentSummary } from './documents.presenter';
import { downloadFileName } from './file-name';
import { readUpload, uploadLimits } from './upload';

/** The Document Vault and the documents attached to tracked applications (ADR 021). */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const { documents } = app.services;

  route(app, documentsApi.list, async ({ user }) => (await documents.list(user)).map(toDocumentSummary));

  route(app, documentsApi.get, ({ user, params }) => documents.get(user, params.id));

  route(app, documentsApi.create, async ({ user, body }) =>
    toDocumentSummary(
      await documents.store(user, {
        name: body.name,
        type: body.type,
        tags: body.tags,
        contentType: 'text/plain',
        fileName: null,
        bytes: Buffer.from(body.content, 'utf8'),
      }),
    ),
  );

  // Multipart is parsed only here: every other route keeps answering JSON alone.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: uploadLimits, throwFileSizeLimit: true });
    route(uploads, documentsApi.upload, async ({ user, request }) =>
      toDocumentSummary(await documents.store(user, await readUpload(request))),
    );
  });

  route(app, documentsApi.download, async ({ user, params, reply }) => {
    const file = await documents.download(user, params.id);
    reply
      .type(file.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : file.contentType)
      .header('content-disposition', contentDisposition(downloadFileName(file.row, file.contentType)))
      .header('cache-control', 'no-store');
    return file.bytes;
  });

  route(app, documentsApi.remove, ({ user, params }) => documents.remove(user, params.id));

  route(app, documentsApi.listForApplication, async ({ user, params }) =>
    (await documents.listForApplication(user, params.id)).map(toApplicationDocument),
  );

  route(app, documentsApi.attach, async ({ user, params, body }) =>
    (await documents.attach(user, params.id, body.documentId)).map(toApplicationDocument),
  );

  route(app, documentsApi.detach, ({ user, params }) => documents.detach(user, params.id, params.documentId));
};
