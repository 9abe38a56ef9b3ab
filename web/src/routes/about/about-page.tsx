import { pageMetaFor } from '@futurefund/core';
import { useAuth } from '../../hooks/use-auth';
import { AboutHero } from './components/about-hero';
import { AudienceTabs } from './components/audience-tabs';
import { JoinSection } from './components/join-section';
import { MissionSection } from './components/mission-section';
import { PromisesSection } from './components/promises-section';
import { SourcesSection } from './components/sources-section';
import { usePageMeta } from '../../lib/page-meta';

/** About (product §2): static page; only the logo's destination depends on the session. */
export default function AboutPage() {
  usePageMeta(pageMetaFor('about'));
  const isSignedIn = useAuth().user !== null;
  return (
    <>
      <AboutHero isSignedIn={isSignedIn} />
      <MissionSection />
      <PromisesSection />
      <AudienceTabs />
      <SourcesSection />
      <JoinSection />
    </>
  );
}
