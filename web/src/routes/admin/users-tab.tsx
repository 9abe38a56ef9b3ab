import type { AdminUser } from '@futurefund/core';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { AuditLog } from './audit-log';
import { useUserSearch } from './admin-api';
import { PremiumControls } from './premium-controls';
import { planText } from './plan-text';

/** Users (ADR 026): find a user, give or end complimentary Premium, and read the audit log. */
export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string | null>(null);
  const search = useUserSearch(q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text.length < 2 || text.length > 100) return setError('Enter 2–100 characters.');
    setError(undefined);
    setChosen(null);
    setQ(text);
  };

  const chosenUser = search.data?.find((user) => user.username === chosen) ?? null;

  return (
    <div className="grid gap-8">
      <section aria-labelledby="users-heading" className="grid gap-4">
        <h2 id="users-heading" className="text-lg font-semibold">
          Find a user
        </h2>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" role="search">
          <Field
            label="Search users"
            hint="A fragment of a username, name or e-mail address"
            error={error}
            className="min-w-0 flex-1 basis-60"
          >
            {(control) => <Input {...control} value={draft} onChange={(e) => setDraft(e.target.value)} />}
          </Field>
          <Button type="submit">Search</Button>
        </form>
        <div aria-live="polite">
          <SearchResults search={search} q={q} chosen={chosen} onChoose={setChosen} />
        </div>
        {chosenUser ? <PremiumControls key={chosenUser.username} user={chosenUser} /> : null}
      </section>
      <AuditLog />
    </div>
  );
}

function SearchResults({
  search,
  q,
  chosen,
  onChoose,
}: {
  search: ReturnType<typeof useUserSearch>;
  q: string | null;
  chosen: string | null;
  onChoose: (username: string) => void;
}) {
  if (q === null) return null;
  if (search.isPending) return <Spinner label="Searching users…" />;
  if (search.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle as="h3">Search failed</AlertTitle>
        <AlertDescription>{search.error.message}</AlertDescription>
      </Alert>
    );
  if (search.data.length === 0) return <p className="text-muted-foreground">No users match “{q}”.</p>;
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        {search.data.length === 1 ? '1 user found' : `${search.data.length} users found (at most 20 shown)`}
      </p>
      <ul className="grid gap-2">
        {search.data.map((user) => (
          <UserRow key={user.username} user={user} chosen={user.username === chosen} onChoose={onChoose} />
        ))}
      </ul>
    </div>
  );
}

function UserRow({
  user,
  chosen,
  onChoose,
}: {
  user: AdminUser;
  chosen: boolean;
  onChoose: (username: string) => void;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-card p-3">
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-words">
          {user.username}
          {user.name ? <span className="font-normal text-muted-foreground"> · {user.name}</span> : null}
        </p>
        <p className="break-words text-muted-foreground">
          {user.email ?? 'No e-mail'} · {user.userType === 'contributor' ? 'Contributor' : 'Student seeker'} ·{' '}
          {user.role === 'admin' ? 'Admin' : 'User'} · {planText(user)}
        </p>
      </div>
      <Button
        size="sm"
        variant={chosen ? 'secondary' : 'outline'}
        aria-pressed={chosen}
        aria-label={`Manage ${user.username}`}
        onClick={() => onChoose(user.username)}
      >
        Manage
      </Button>
    </li>
  );
}
