/** A short "could not load" line with its retry, for a list inside a larger panel. */
export function InlineLoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {text}{' '}
      <button type="button" className="underline underline-offset-4" onClick={onRetry}>
        Try again
      </button>
    </p>
  );
}
