import { pageMetaFor } from '@futurefund/core';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { DeadlineTab } from './deadline-tab';
import { EmailTab } from './email-tab';
import { OpportunityDataTab } from './opportunity-data-tab';
import { SubmissionsTab } from './submissions-tab';
import { UsersTab } from './users-tab';
import { usePageMeta } from '../../lib/page-meta';

const tabs = [
  { value: 'data', label: 'Opportunity Data' },
  { value: 'email', label: 'Email System' },
  { value: 'deadlines', label: 'Deadline Reminders' },
  { value: 'users', label: 'Users' },
  { value: 'submissions', label: 'Submissions' },
] as const;
type TabValue = (typeof tabs)[number]['value'];

const isTab = (value: string | null): value is TabValue => tabs.some((tab) => tab.value === value);

/**
 * The admin dashboard (product §2 Admin; RequireAdmin shows everyone else Access Denied). The tab
 * lives in the URL (?tab=users) so a reload, a shared link and the back button keep it.
 */
export default function AdminPage() {
  usePageMeta(pageMetaFor('admin'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const current: TabValue = isTab(requested) ? requested : 'data';

  const choose = (value: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value === 'data') next.delete('tab');
      else next.set('tab', value);
      return next;
    });

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
      <Tabs value={current} onValueChange={choose} className="mt-6">
        <div className="overflow-x-auto">
          <TabsList aria-label="Admin sections" className="min-w-max">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="data">
          <OpportunityDataTab />
        </TabsContent>
        <TabsContent value="email">
          <EmailTab />
        </TabsContent>
        <TabsContent value="deadlines">
          <DeadlineTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="submissions">
          <SubmissionsTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
