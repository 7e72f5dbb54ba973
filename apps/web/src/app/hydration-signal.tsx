import { useEffect } from 'react';

/**
 * Marks #root once the route's content is committed: for the prerendered landing, once React
 * has hydrated it (the route sits in its own Suspense boundary, which hydrates after the
 * shell). public/landing.js waits for it to hand over what the visitor did before.
 */
export function HydrationSignal() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('data-hydrated')) return;
    root.setAttribute('data-hydrated', '');
    root.dispatchEvent(new Event('hydrated'));
  }, []);
  return null;
}
