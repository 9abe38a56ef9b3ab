import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { ContributorsTab } from './contributors-tab';
import { ProcessTab } from './process-tab';
import { StudentsTab } from './students-tab';
import { TechnologyTab } from './technology-tab';

const tabs = [
  { value: 'students', label: 'For Students', Panel: StudentsTab },
  { value: 'contributors', label: 'For Contributors', Panel: ContributorsTab },
  { value: 'process', label: 'The Process', Panel: ProcessTab },
  { value: 'technology', label: 'Our Technology', Panel: TechnologyTab },
];

/** The four About tabs of product §2, For Students first. Arrow keys move between them (Radix in the app, web/src/islands/tabs.ts on the drawn page). */
export function AudienceTabs() {
  const [chosen, setChosen] = useState(tabs[0]!.value);
  return (
    <section aria-labelledby="audience-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="audience-heading" className="text-center text-3xl font-bold tracking-tight">
        How FutureFund Helps
      </h2>
      <Tabs value={chosen} onValueChange={setChosen} className="mt-8" data-tabs>
        <TabsList
          aria-labelledby="audience-heading"
          className="grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4"
        >
          {tabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map(({ value, Panel }) => (
          // Every panel is in the markup, hidden until chosen, so a drawn page's tabs can show it
          // without the app (web/src/islands, ADR 043).
          <TabsContent key={value} value={value} forceMount hidden={value !== chosen}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </section>
  );
}
