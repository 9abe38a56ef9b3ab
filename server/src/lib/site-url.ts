import type { FastifyRequest } from 'fastify';

/** The address the user reached us on (behind a trusted proxy, as the proxy reports it). */
export const siteUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
