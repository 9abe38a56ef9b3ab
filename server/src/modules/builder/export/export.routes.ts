import type { FastifyPluginAsync } from 'fastify';
import { create as contentDisposition } from 'content-disposition';
import { builderApi } from '@futurefund/core';
import { route } from '../../../lib/route';
import { exportDocument } from './export.service';

/** The builder's PDF and DOCX downloads (product §6). */
export const builderExportRoutes: FastifyPluginAsync = async (app) => {
  route(app, builderApi.exportDocument, async ({ user, body, reply }) => {
    const file = await exportDocument(user, body);
    reply
      .type(file.contentType)
      .header('content-disposition', contentDisposition(file.fileName))
      .header('cache-control', 'no-store');
    return file.bytes;
  });
};
