// The Chromium the browser benches measure in: Debian's, without background work that would
// add its own noise to the figures.
import { chromium, type Browser } from '@playwright/test';

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
