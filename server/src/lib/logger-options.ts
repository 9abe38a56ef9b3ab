import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { maskUrl, safeError, scrubText } from './log-safety';

type PinoLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export interface LogStream {
  write(line: string): void;
}

/**
 * Pino settings for every log line the server writes. Three layers, so one gap does not leak:
 * known secret fields are redacted, the request and error serializers drop URLs' tokens and
 * query parameters, and each finished line is scrubbed once more just before it is written.
 */
export function loggerOptions(level: string, stream?: LogStream) {
  const options: PinoLoggerOptions & { stream?: LogStream } = {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'password',
        '*.password',
        'body.password',
        'req.body.password',
        'err.query',
        'err.params',
        'err.parameters',
        'err.detail',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: (error: unknown) => {
        const safe = safeError(error);
        return { ...safe, stack: safe.stack ?? '' };
      },
    },
    hooks: { streamWrite: scrubText },
  };
  if (stream) options.stream = stream;
  return options;
}
