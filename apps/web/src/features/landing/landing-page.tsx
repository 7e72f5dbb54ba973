import { Footer } from '../../components/layout/footer';
import { CallToAction } from './components/call-to-action';
import { Faq } from './components/faq';
import { Features } from './components/features';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { LandingNav } from './components/landing-nav';
import { PriceTable } from './components/price-table';
import { Pricing } from './components/pricing';

/** Public landing page (spec 000 §2), route `/`. */
export default function LandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <LandingNav />
      <main id="main" className="flex-1">
        <Hero />
        <HowItWorks />
        <Features />
        <PriceTable />
        <Pricing />
        <Faq />
        <CallToAction />
      </main>
      <Footer variant="landing" />
    </div>
  );
}
