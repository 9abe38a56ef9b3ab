import { BUILDER_LIMITS, documentsApi, documentTypeLabels } from '@futurefund/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { endpointQuery } from '../../../lib/api-query';
import { InlineLoadError } from './inline-load-error';

/** Up to BUILDER_LIMITS.documentsMax vault documents the letter may draw on (product §2 builder). */
export function DocumentPicker({
  selected,
  onChange,
}: {
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  // The vault's own query key: a document uploaded on the profile shows here too.
  const documents = useQuery(endpointQuery(documentsApi.list));
  const isFull = selected.length >= BUILDER_LIMITS.documentsMax;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        Vault documents to draw on (at most {BUILDER_LIMITS.documentsMax})
      </legend>
      {documents.isPending ? <p className="text-sm text-muted-foreground">Loading your documents…</p> : null}
      {documents.isError ? (
        <InlineLoadError
          text="Your documents could not be loaded."
          onRetry={() => void documents.refetch()}
        />
      ) : null}
      {documents.data?.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Your{' '}
          <Link to={paths.documentVault} className="text-primary underline underline-offset-4">
            Document Vault
          </Link>{' '}
          is empty; the letter will use your resume and the opportunity.
        </p>
      ) : null}
      {documents.data && documents.data.length > 0 ? (
        <ul className="grid gap-1">
          {documents.data.map((document) => {
            const isChecked = selected.includes(document.id);
            return (
              <li key={document.id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={isChecked}
                    disabled={!isChecked && isFull}
                    onChange={() =>
                      onChange(
                        isChecked ? selected.filter((id) => id !== document.id) : [...selected, document.id],
                      )
                    }
                  />
                  <span className="break-all">{document.name}</span>
                  <span className="text-muted-foreground">({documentTypeLabels[document.type]})</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
