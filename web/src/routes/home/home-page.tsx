import { SITE_DESCRIPTION } from '@futurefund/core';
import { useAuth } from '../../hooks/use-auth';
import { CtaSection } from './components/cta-section';
import { FeaturesSection } from './components/features-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { StatsSection } from './components/stats-section';
import { TestimonialsSection } from './components/testimonials-section';
import { usePageMeta } from '../../lib/page-meta';

/** Home (product §2): static marketing page; only its links depend on whether someone is signed in. */
export default function HomePage() {
  // Home's words are the site's own; not the route table, which the first load of / need not carry.
  usePageMeta({ description: SITE_DESCRIPTION });
  const isSignedIn = useAuth().user !== null;
  return (
    <>
      <HeroSection isSignedIn={isSignedIn} />
      <StatsSection />
      <HowItWorksSection isSignedIn={isSignedIn} />
      <FeaturesSection isSignedIn={isSignedIn} />
      <TestimonialsSection />
      <CtaSection isSignedIn={isSignedIn} />
    </>
  );
}
