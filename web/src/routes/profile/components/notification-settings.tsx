import {
  emailFrequencies,
  emailFrequencyLabels,
  notificationsApi,
  type NotificationPreferences,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';
import { showErrorToast } from '../../../lib/error-toast';

/** The toast after a save: the profile's "Profile updated" style, naming what was saved. */
export const PREFERENCES_SAVED = 'Notification preferences updated';

const preferencesQuery = endpointQuery(notificationsApi.preferences);

type Flag =
  'emailDeadlineReminders' | 'pushDeadlineReminders' | 'emailApplicationUpdates' | 'emailOpportunityMatches';
const flags: [Flag, string][] = [
  ['emailDeadlineReminders', 'E-mail me deadline reminders'],
  ['pushDeadlineReminders', 'Show deadline reminders in the app'],
  ['emailApplicationUpdates', 'E-mail me application updates'],
  ['emailOpportunityMatches', 'E-mail me new opportunity matches'],
];

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(saved);
  const save = useMutation({
    mutationFn: (body: NotificationPreferences) => api(notificationsApi.updatePreferences, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(preferencesQuery.queryKey, answer);
      toast({ title: PREFERENCES_SAVED });
    },
    onError: (error) => showErrorToast(error),
  });
  const set = <K extends keyof NotificationPreferences>(key: K, value: NotificationPreferences[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values);
  };
  return (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">What to send</legend>
        {flags.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              checked={values[key]}
              onChange={(event) => set(key, event.target.checked)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-3">
        <Field label="E-mail frequency">
          {(field) => (
            <NativeSelect
              {...field}
              value={values.emailFrequency}
              onChange={(event) =>
                set('emailFrequency', event.target.value as NotificationPreferences['emailFrequency'])
              }
            >
              {emailFrequencies.map((value) => (
                <option key={value} value={value}>
                  {emailFrequencyLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field
          label="Days before a deadline"
          hint="Reminders go out 7, 3 and 1 days before, up to this many."
        >
          {(field) => (
            <Input
              {...field}
              type="number"
              min={1}
              max={30}
              value={Number.isNaN(values.daysBeforeDeadline) ? '' : values.daysBeforeDeadline}
              onChange={(event) => set('daysBeforeDeadline', event.target.valueAsNumber)}
            />
          )}
        </Field>
        <Field label="Match threshold (%)" hint="Only matches scoring at least this much.">
          {(field) => (
            <Input
              {...field}
              type="number"
              min={0}
              max={100}
              value={Number.isNaN(values.priorityThreshold) ? '' : values.priorityThreshold}
              onChange={(event) => set('priorityThreshold', event.target.valueAsNumber)}
            />
          )}
        </Field>
      </div>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save notification preferences'}
        </Button>
      </div>
    </form>
  );
}

/** Product §3 notification_preferences: the "Notifications" card on the profile page. */
export function NotificationSettings() {
  const preferences = useQuery(preferencesQuery);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Notifications</CardTitle>
        <CardDescription>Deadline reminders and the e-mail we send you.</CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <p className="text-sm text-muted-foreground">Loading your preferences…</p>
        ) : null}
        {preferences.isError ? (
          <p role="alert" className="text-sm">
            Your notification preferences could not be loaded.
          </p>
        ) : null}
        {preferences.data ? <PreferencesForm saved={preferences.data} /> : null}
      </CardContent>
    </Card>
  );
}
