import { applicationMessages, recommendationMessages as text, type Recommendation } from '@futurefund/core';
import { Bookmark, BookmarkCheck, ListChecks } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../hooks/use-toast';
import { paths } from '../../lib/paths';
import { useSaveMutation, useSavedApplication, useUnsaveMutation } from '../../lib/saved-opportunity';
import { Button } from '../ui/button';

const askToSignIn = () =>
  toast({ title: applicationMessages.notLoggedInTitle, description: applicationMessages.notLoggedIn });
const failed = () =>
  toast({ title: text.saveFailedTitle, description: text.tryLater, variant: 'destructive' });

/**
 * Saves the listing as browse does (an 'interested' application) and un-saves it again. Once the
 * user has moved it on (applied, awarded…) it is theirs to manage on the dashboard, so the card
 * links there instead of offering to delete its history.
 */
export function SaveToggle({ item }: { item: Recommendation }) {
  const application = useSavedApplication(item);
  const save = useSaveMutation(item, { onSuccess: () => toast({ title: text.savedTitle }), onError: failed });
  const unsave = useUnsaveMutation({ onSuccess: () => toast({ title: text.unsavedTitle }), onError: failed });
  if (application && application.status !== 'interested') {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={paths.dashboard}>
          <ListChecks aria-hidden="true" />
          In My Applications
        </Link>
      </Button>
    );
  }
  const isPending = save.isPending || unsave.isPending;
  // While a change is on its way the button already shows where it is going.
  const isSaved = save.isPending || (application !== undefined && !unsave.isPending);
  const toggle = () => (application ? unsave.mutate(application.id) : save.mutate());
  return <SaveButton title={item.title} isSaved={isSaved} disabled={isPending} onClick={toggle} />;
}

/** An example cannot be saved: it asks the visitor to sign in for their own. */
export function SampleSaveToggle({ title }: { title: string }) {
  return <SaveButton title={title} isSaved={false} disabled={false} onClick={askToSignIn} />;
}

type SaveButtonProps = { title: string; isSaved: boolean; disabled: boolean; onClick: () => void };

function SaveButton({ title, isSaved, disabled, onClick }: SaveButtonProps) {
  return (
    <Button
      variant={isSaved ? 'secondary' : 'outline'}
      size="sm"
      aria-pressed={isSaved}
      aria-label={`Save ${title}`}
      disabled={disabled}
      onClick={onClick}
    >
      {/* The label stays 'Save' (a toggle's name never changes); the ticked icon and pressed state say it is saved. */}
      {isSaved ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      Save
    </Button>
  );
}
