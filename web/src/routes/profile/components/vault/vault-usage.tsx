import type { DocumentSummary } from '@futurefund/core';
import { vaultUsage } from '../../model/vault';
import { ProgressBar } from '../../../../components/ui/progress-bar';

/** "1.5 MB of 50.0 MB used" over a meter, so a full vault is no surprise at upload time. */
export function VaultUsage({ documents }: { documents: DocumentSummary[] }) {
  const usage = vaultUsage(documents);
  return (
    <div className="grid gap-1.5">
      <p id="vault-usage" className="text-sm text-muted-foreground">
        {usage.text}
      </p>
      <ProgressBar role="meter" percent={usage.percent} labelledBy="vault-usage" valueText={usage.text} />
    </div>
  );
}
