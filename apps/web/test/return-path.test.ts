import { describe, expect, it } from 'vitest';
import { authCallbackPath, safeReturnPath } from '@leadatlas/shared';
import { returnPathOf, signInPath } from '../src/lib/return-path';

describe('return path after signing in', () => {
  it('keeps a path of this app', () => {
    expect(safeReturnPath('/invite/abc')).toBe('/invite/abc');
    expect(safeReturnPath('/history?page=2#top')).toBe('/history?page=2#top');
  });

  it('refuses anything a browser could read as another site', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/..//evil.example',
      '/.//evil.example',
      '/a/../..//evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });

  it('an invitation token wins; a malformed one is ignored', () => {
    expect(returnPathOf(new URLSearchParams('invite=abc_DEF-1&next=/history'))).toBe(
      '/invite/abc_DEF-1',
    );
    expect(returnPathOf(new URLSearchParams('invite=../../x&next=/history'))).toBe('/history');
    expect(returnPathOf(new URLSearchParams('next=//evil.example'))).toBe('/dashboard');
    expect(returnPathOf(new URLSearchParams(''))).toBe('/dashboard');
  });

  it('a page sending a visitor to sign in gets them back to it, query included', () => {
    const link = signInPath('/support/abc?x=1');
    expect(link).toBe('/register?mode=signin&next=%2Fsupport%2Fabc%3Fx%3D1');
    const params = new URL(link, 'http://app.test').searchParams;
    expect(params.get('mode')).toBe('signin');
    expect(returnPathOf(params)).toBe('/support/abc?x=1');
    expect(signInPath('//evil.example')).toBe('/register?mode=signin');
  });

  it('a confirmation link comes back to the page the visitor signed up from', () => {
    const callback = authCallbackPath('/survey');
    expect(callback).toBe('/auth/callback?next=/survey');
    expect(returnPathOf(new URL(callback, 'http://app.test').searchParams)).toBe('/survey');
    expect(authCallbackPath('/invite/abc_DEF-1')).toBe('/auth/callback?next=/invite/abc_DEF-1');
    // better-auth writes the callback into the link unencoded: a query or odd characters could
    // not survive it, so such a path comes back to the dashboard.
    for (const value of [
      '/support/new?asunto=Factura',
      "/support/it's",
      '/dashboard',
      '//evil.example',
      'https://evil.example',
      '',
      undefined,
    ]) {
      expect(authCallbackPath(value), String(value)).toBe('/auth/callback');
    }
  });
});
