import type { FastifyReply } from 'fastify';

/** A file the browser saves (CSV, .ics) rather than shows; it holds the user's own data, so no cache. */
export function asDownload(reply: FastifyReply, filename: string): void {
  reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
}
