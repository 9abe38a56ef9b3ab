import type { EmailPreview, OutboxItem } from '@futurefund/core';
import type { OutboxRow } from './outbox.repo';

export function toOutboxItem(row: OutboxRow, previewUrl: (publicId: string) => string): OutboxItem {
  const status = row.status as OutboxItem['status'];
  return {
    id: row.id,
    publicId: row.publicId,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status,
    createdAt: row.createdAt.toISOString(),
    previewUrl: status === 'stored' ? previewUrl(row.publicId) : null,
  };
}

export function toEmailPreview(row: OutboxRow): EmailPreview {
  return {
    subject: row.subject,
    from: row.fromAddress,
    to: row.toAddress,
    date: row.createdAt.toISOString(),
    text: row.text,
    html: row.html,
    headers: row.headers,
  };
}
