/** Placeholder so this branch compiles: the e-mail helper's version replaces it at merge. */
export function EmailTab() {
  return <p className="text-muted-foreground">The e-mail system tab is not part of this branch.</p>;
}
