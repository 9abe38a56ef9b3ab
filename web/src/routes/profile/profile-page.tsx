import { pageMetaFor } from '@futurefund/core';
import { Spinner } from '../../components/ui/spinner';
import { useProfile } from './api/profile';
import { BasicsForm } from './components/basics-form';
import { BuilderLinkCard } from './components/builder-link-card';
import { DataCard } from './components/data-card';
import { DetailsForm } from './components/details-form';
import { LoadError } from './components/load-error';
import { NotificationSettings } from './components/notification-settings';
import { PlanCard } from './components/plan/plan-card';
import { DocumentVault } from './components/vault/document-vault';
import { useFieldAnchor } from './use-field-anchor';
import { usePageMeta } from '../../lib/page-meta';

/** Product §2 Profile: the two profile sections, the Document Vault, the plan and the student's own data. */
export default function ProfilePage() {
  usePageMeta(pageMetaFor('profile'));
  const profile = useProfile();
  useFieldAnchor(profile.isSuccess);
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:py-10">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile</h1>
        <p className="text-muted-foreground">
          The more you fill in, the better your recommendations and eligibility checks.
        </p>
      </header>
      {profile.isPending ? <Spinner label="Loading your profile…" /> : null}
      {profile.isError ? (
        <LoadError
          title="Your profile could not be loaded"
          text="Please check your connection and try again."
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      ) : null}
      {profile.data ? (
        <>
          <BasicsForm profile={profile.data} />
          <DetailsForm profile={profile.data} />
        </>
      ) : null}
      <NotificationSettings />
      <DocumentVault />
      <BuilderLinkCard />
      <PlanCard />
      <DataCard />
    </div>
  );
}
