/**
 * A user agent in words for the sessions list ("Chrome", "macOS", desktop). Only the families
 * people recognise; anything else is null (the list then shows "unknown browser").
 */
import type { DeviceKind } from '@leadatlas/shared';

export interface DeviceDescription {
  browser: string | null;
  os: string | null;
  device: DeviceKind;
}

// Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  // HeadlessChrome too: automated Chrome is still Chrome.
  [/(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: Array<[RegExp, string]> = [
  [/\biPad\b/, 'iPadOS'],
  [/\b(iPhone|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function deviceKind(userAgent: string, os: string | null): DeviceKind {
  if (
    /\biPad\b|\bTablet\b/.test(userAgent) ||
    (os === 'Android' && !/\bMobile\b/.test(userAgent))
  ) {
    return 'tablet';
  }
  if (/\bMobile\b|\biPhone\b/.test(userAgent)) return 'mobile';
  return os ? 'desktop' : 'unknown';
}

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, device: 'unknown' };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser, os, device: deviceKind(userAgent, os) };
}
