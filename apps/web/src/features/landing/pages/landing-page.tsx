import { useRef, useState } from 'react';
import { FeatureGrid } from '../components/feature-grid';
import { FinalCta } from '../components/final-cta';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LaunchOffer } from '../components/launch-offer';
import { PlanComparison } from '../components/plan-comparison';
import { StatsStrip } from '../components/stats-strip';
import { Testimonials } from '../components/testimonials';
import { DemoModal } from '../demo/demo-modal';

/** The public landing page (docs/product.md §1, §2). The footer comes from the root layout. */
export function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const demoButtonRef = useRef<HTMLButtonElement>(null);

  return (
    <div className="flex flex-col">
      <Hero onWatchDemo={() => setDemoOpen(true)} demoButtonRef={demoButtonRef} />
      <StatsStrip />
      <FeatureGrid />
      <HowItWorks />
      <Testimonials />
      <PlanComparison />
      <LaunchOffer />
      <FinalCta />
      <DemoModal open={demoOpen} onClose={() => setDemoOpen(false)} returnFocus={demoButtonRef} />
    </div>
  );
}
