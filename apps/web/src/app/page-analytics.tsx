import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { track } from '../lib/analytics';
import { useLocalConsent } from '../features/consent/consent-store';

const DEPTHS = [25, 50, 75, 90] as const;

/** Page views and scroll depth (25, 50, 75, and 90 reported as 100), with consent only. */
export function PageAnalytics() {
  const { pathname } = useLocation();
  const consent = useLocalConsent();
  const allowed = consent?.analytics === true;
  useEffect(() => {
    if (!allowed) return;
    track('page_view');
    const reached = new Set<number>();
    const onScroll = () => {
      const doc = document.documentElement;
      const scrollable = doc.scrollHeight - window.innerHeight;
      const percent = scrollable <= 0 ? 100 : (window.scrollY / scrollable) * 100;
      for (const depth of DEPTHS) {
        if (percent >= depth && !reached.has(depth)) {
          reached.add(depth);
          track('scroll_depth', { depth: depth === 90 ? 100 : depth });
        }
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [pathname, allowed]);
  return null;
}
