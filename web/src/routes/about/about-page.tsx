import { useAuth } from '../../hooks/use-auth';
import { pageTitle } from '../../lib/utils';
import { AboutHero } from './components/about-hero';
import { AudienceTabs } from './components/audience-tabs';
import { JoinSection } from './components/join-section';
import { MissionSection } from './components/mission-section';
import { PromisesSection } from './components/promises-section';
import { SourcesSection } from './components/sources-section';

/** About (product §2): static page; only the logo's destination depends on the session. */
export default function AboutPage() {
  const isSignedIn = useAuth().user !== null;
  return (
    <>
      <title>{pageTitle('About')}</title>
      <AboutHero isSignedIn={isSignedIn} />
      <MissionSection />
      <PromisesSection />
      <AudienceTabs />
      <SourcesSection />
      <JoinSection />
    </>
  );
}
