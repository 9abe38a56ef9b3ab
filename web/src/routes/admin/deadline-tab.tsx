/** Placeholder so this branch compiles: the reminders helper's version replaces it at merge. */
export function DeadlineTab() {
  return <p className="text-muted-foreground">The deadline reminders tab is not part of this branch.</p>;
}
