import { lazy, Suspense, useRef, useState } from 'react';
import { FeatureGrid } from '../components/feature-grid';
import { FinalCta } from '../components/final-cta';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { LaunchOffer } from '../components/launch-offer';
import { PlanComparison } from '../components/plan-comparison';
import { StatsStrip } from '../components/stats-strip';
import { Testimonials } from '../components/testimonials';

// The demo and its slides are fetched when the person reaches for "Watch Demo", not with the page.
const loadDemo = () => import('../demo/demo-modal');
const DemoModal = lazy(() => loadDemo().then((module) => ({ default: module.DemoModal })));

/** The public landing page (docs/product.md §1, §2). The footer comes from the root layout. */
export function LandingPage() {
  const [demoOpen, setDemoOpen] = useState(false);
  const [demoWanted, setDemoWanted] = useState(false);
  const demoButtonRef = useRef<HTMLButtonElement>(null);

  const openDemo = () => {
    setDemoWanted(true);
    setDemoOpen(true);
  };

  return (
    <div className="flex flex-col">
      <Hero
        onWatchDemo={openDemo}
        onDemoIntent={() => void loadDemo()}
        demoButtonRef={demoButtonRef}
      />
      <StatsStrip />
      <FeatureGrid />
      <HowItWorks />
      <Testimonials />
      <PlanComparison />
      <LaunchOffer />
      <FinalCta />
      {demoWanted && (
        <Suspense fallback={null}>
          <DemoModal
            open={demoOpen}
            onClose={() => setDemoOpen(false)}
            returnFocus={demoButtonRef}
          />
        </Suspense>
      )}
    </div>
  );
}
