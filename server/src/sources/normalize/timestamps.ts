import { normalizeDeadline } from '@futurefund/core';
import { isValid, parseISO } from 'date-fns';

// lastVerifiedAt is an ISO timestamp in UTC. Sources give Unix seconds, full ISO timestamps or a
// bare date ("2026-05-27"), which is read as that day's start in UTC so no time zone moves it.

export function fromUnixSeconds(seconds: number | null | undefined): string | null {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return new Date(seconds * 1000).toISOString();
}

export function toIsoTimestamp(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) {
    const day = normalizeDeadline(trimmed);
    return day ? `${day}T00:00:00.000Z` : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(trimmed)) return null;
  const instant = parseISO(trimmed);
  return isValid(instant) ? instant.toISOString() : null;
}
