import '../../i18n/alt-landing-dictionary';
import { Cable, Coins, MailCheck, MapPin, Radio, UserRound } from 'lucide-react';
import { Footer } from '../../components/layout/footer';
import { trackAltCta } from './alt-cta';
import { AltCallToAction } from './components/alt-call-to-action';
import { AltHero } from './components/alt-hero';
import { AltPricing } from './components/alt-pricing';
import { FeatureSection, type FeatureItem } from './components/features';
import { LandingNav, type NavAnchor } from './components/landing-nav';

const ANCHORS: readonly NavAnchor[] = [
  { href: '#features', label: 'altLanding.nav.features' },
  { href: '#pricing', label: 'altLanding.nav.pricing' },
];

/** Only what the product does today (README "Screens", "Searches", "Integrations"). */
const FEATURES: readonly FeatureItem[] = [
  { id: 'places', icon: MapPin },
  { id: 'verified', icon: MailCheck },
  { id: 'contact', icon: UserRound },
  { id: 'live', icon: Radio },
  { id: 'export', icon: Cable },
  { id: 'fair', icon: Coins },
];

/**
 * The alternate landing (spec 001 §2.17), route `/alt`: the same plans and prices as `/`, told
 * in leads. A lazy chunk of its own, so the main landing's first paint does not carry it.
 */
export default function AltLandingPage() {
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <LandingNav anchors={ANCHORS} navLabel="altLanding.nav.label" onCta={trackAltCta} />
      <main id="main" className="flex-1">
        <AltHero />
        <FeatureSection texts="altLanding.features" items={FEATURES} />
        <AltPricing />
        <AltCallToAction />
      </main>
      <Footer variant="landing" />
    </div>
  );
}
