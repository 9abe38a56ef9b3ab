import type { ApplicationCard } from '@futurefund/core';
import { useState, type ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useRemoveApplication } from '../api/remove-application';
import { cardsForTab, listTabs, parseListTab, type ListTab } from '../model/status';
import { cardTitle } from '../model/card-text';
import { ApplicationCardView, type CardAction } from './application-card';
import { ConfirmDialog } from './confirm-dialog';
import { HistoryDialog } from './history-dialog';
import { NotesDialog } from './notes-dialog';
import { UpdateStatusDialog } from './update-status-dialog';
import { useFocusRescue } from './use-focus-rescue';

type ApplicationListProps = {
  cards: ApplicationCard[];
  tab: ListTab;
  onTabChange: (tab: ListTab) => void;
  isPremium: boolean;
  /** Shown in every tab while there are no applications at all (product §2: offer browsing). */
  emptyState?: ReactNode;
};

/** The list view: tabs by status (product §2), cards, and one dialog at a time for a card's action. */
export function ApplicationList({ cards, tab, onTabChange, isPremium, emptyState }: ApplicationListProps) {
  const [open, setOpen] = useState<{ action: CardAction; id: number } | null>(null);
  const { fallbackRef, containerProps } = useFocusRescue<HTMLDivElement>();
  // The card as it is now (its status or notes may have changed since the dialog opened).
  const card = open ? cards.find((entry) => entry.id === open.id) : undefined;
  const close = () => setOpen(null);

  return (
    <div {...containerProps}>
      <Tabs value={tab} onValueChange={(value) => onTabChange(parseListTab(value))}>
        {/* Five tabs do not fit 360 px in one row: they wrap onto a second one, every label whole. */}
        <TabsList aria-label="Filter by status" className="flex h-auto w-full flex-wrap gap-1 sm:w-fit">
          {listTabs.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {listTabs.map((entry) => (
          <TabsContent
            key={entry.value}
            value={entry.value}
            ref={entry.value === tab ? fallbackRef : undefined}
            className="mt-4 rounded-md"
          >
            {cards.length === 0 && emptyState ? (
              emptyState
            ) : (
              <CardList
                cards={cardsForTab(cards, entry.value)}
                isPremium={isPremium}
                onAction={(action, target) => setOpen({ action, id: target.id })}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
      {card && open?.action === 'status' ? (
        <UpdateStatusDialog card={card} isPremium={isPremium} onClose={close} />
      ) : null}
      {card && open?.action === 'notes' ? <NotesDialog card={card} onClose={close} /> : null}
      {card && open?.action === 'history' ? <HistoryDialog card={card} onClose={close} /> : null}
      {card && open?.action === 'remove' ? <RemoveDialog card={card} onClose={close} /> : null}
    </div>
  );
}

function CardList({
  cards,
  isPremium,
  onAction,
}: {
  cards: ApplicationCard[];
  isPremium: boolean;
  onAction: (action: CardAction, card: ApplicationCard) => void;
}) {
  if (cards.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
        No applications here yet.
      </p>
    );
  }
  return (
    <ul aria-label="Applications" className="grid gap-4 xl:grid-cols-2">
      {cards.map((card) => (
        <li key={card.id}>
          <ApplicationCardView card={card} isPremium={isPremium} onAction={onAction} />
        </li>
      ))}
    </ul>
  );
}

function RemoveDialog({ card, onClose }: { card: ApplicationCard; onClose: () => void }) {
  const remove = useRemoveApplication();
  return (
    <ConfirmDialog
      title="Remove this application?"
      description={`${cardTitle(card)} leaves your applications, with its notes and history.`}
      confirmLabel="Remove"
      pendingLabel="Removing…"
      isPending={remove.isPending}
      onConfirm={(done) => remove.mutate(card.id, { onSettled: done })}
      onClose={onClose}
    />
  );
}
