import { sourceText, verifiedText } from '../lib/provenance';

/** "From <source> · Verified Jun 2026" under a card or a detail header. */
export function ProvenanceLine({
  sourceName,
  lastVerifiedAt,
}: {
  sourceName: string | null;
  lastVerifiedAt: string | null;
}) {
  return (
    <p className="text-xs text-muted-foreground">
      {sourceText(sourceName)}
      <span aria-hidden="true"> · </span>
      <span className="sr-only">, </span>
      {lastVerifiedAt ? (
        <time dateTime={lastVerifiedAt}>{verifiedText(lastVerifiedAt)}</time>
      ) : (
        verifiedText(null)
      )}
    </p>
  );
}
