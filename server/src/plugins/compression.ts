import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Below this many bytes the encoding headers and the CPU cost outweigh the saving. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers on the fly per Accept-Encoding, brotli first (ADR 013). Must be registered
 * before the routes: it attaches to each route as it is added. Built assets are not compressed
 * here: they ship precompressed (.br/.gz) and carry their content-encoding already, which the
 * plugin leaves alone. Runs after the global onSend hooks, so cache headers are already decided.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Request bodies are never inflated: the API takes plain JSON (product §7), no zip bombs.
    globalDecompression: false,
  });
}
