import { z } from 'zod';

/** Stable machine-readable error codes (architecture §4). Messages are for people; codes are for code. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PREMIUM_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.infer<typeof errorDetailSchema>;

/** The one error body every non-2xx /api response has. */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(errorDetailSchema).optional(),
  requestId: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
