import type { DocumentSummary } from '@futurefund/core';
import { vaultUsage } from '../../model/vault';

/** "1.5 MB of 50.0 MB used" over a meter, so a full vault is no surprise at upload time. */
export function VaultUsage({ documents }: { documents: DocumentSummary[] }) {
  const usage = vaultUsage(documents);
  return (
    <div className="grid gap-1.5">
      <p id="vault-usage" className="text-sm text-muted-foreground">
        {usage.text}
      </p>
      <div
        role="meter"
        aria-labelledby="vault-usage"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={usage.percent}
        aria-valuetext={usage.text}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary" style={{ width: `${usage.percent}%` }} />
      </div>
    </div>
  );
}
