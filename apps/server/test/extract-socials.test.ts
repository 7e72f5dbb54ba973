/** Social profile URLs: one canonical form per network, share and intent links excluded. */
import { describe, expect, it } from 'vitest';
import { extractPage } from '../src/domain/enrich/extract/extract-page.js';
import { canonicalSocialUrl } from '../src/domain/enrich/extract/social-url.js';

const canon = (u: string) => canonicalSocialUrl(u)?.url ?? null;

describe('canonicalSocialUrl', () => {
  it('facebook: one host, no query, fragment or trailing slash', () => {
    for (const u of [
      'https://www.facebook.com/clinicasol/',
      'http://facebook.com/clinicasol',
      'https://m.facebook.com/clinicasol?ref=page',
      'https://es-la.facebook.com/clinicasol#about',
      'https://web.facebook.com/ClinicaSol/',
      'facebook.com/clinicasol',
      '//www.facebook.com/clinicasol/posts/123456',
      'https://www.fb.com/clinicasol',
    ]) {
      expect(canon(u), u).toBe('https://www.facebook.com/clinicasol');
    }
    expect(canon('https://www.facebook.com/profile.php?id=100063512345678&ref=x')).toBe(
      'https://www.facebook.com/profile.php?id=100063512345678',
    );
    expect(canon('https://www.facebook.com/pages/Clinica-Sol/123456789012')).toBe(
      'https://www.facebook.com/pages/Clinica-Sol/123456789012',
    );
  });

  it('facebook: share, dialog, plugins and pixel links are not profiles', () => {
    for (const u of [
      'https://www.facebook.com/sharer.php?u=https%3A%2F%2Fclinicasol.es',
      'https://www.facebook.com/sharer/sharer.php?u=x',
      'https://www.facebook.com/dialog/share?app_id=1',
      'https://www.facebook.com/plugins/page.php?href=x',
      'https://www.facebook.com/tr?id=123&ev=PageView',
      'https://www.facebook.com/profile.php',
      'https://www.facebook.com/',
      'https://developers.facebook.com/docs',
      'https://www.facebook.com/groups/vecinos',
    ]) {
      expect(canon(u), u).toBeNull();
    }
  });

  it('instagram', () => {
    expect(canon('https://instagram.com/clinica.sol/')).toBe(
      'https://www.instagram.com/clinica.sol',
    );
    expect(canon('https://www.instagram.com/Clinica_Sol?igshid=abc')).toBe(
      'https://www.instagram.com/clinica_sol',
    );
    expect(canon('https://www.instagram.com/p/CxYz123/')).toBeNull();
    expect(canon('https://www.instagram.com/reel/CxYz123/')).toBeNull();
    expect(canon('https://www.instagram.com/explore/tags/madrid/')).toBeNull();
  });

  it('twitter and x', () => {
    expect(canon('https://twitter.com/ClinicaSol')).toBe('https://x.com/clinicasol');
    expect(canon('https://x.com/clinicasol/status/1234567890')).toBe('https://x.com/clinicasol');
    expect(canon('https://mobile.twitter.com/clinicasol?lang=es')).toBe('https://x.com/clinicasol');
    for (const u of [
      'https://twitter.com/intent/tweet?text=hola',
      'https://twitter.com/share?url=x',
      'https://x.com/home',
      'https://twitter.com/search?q=x',
      'https://twitter.com/hashtag/madrid',
      'https://platform.twitter.com/widgets.js',
    ]) {
      expect(canon(u), u).toBeNull();
    }
  });

  it('linkedin company and people', () => {
    expect(canonicalSocialUrl('https://es.linkedin.com/company/clinica-sol/?trk=x')).toEqual({
      network: 'linkedin',
      url: 'https://www.linkedin.com/company/clinica-sol',
      kind: 'company',
    });
    expect(canonicalSocialUrl('https://www.linkedin.com/in/maria-lopez-12345/')).toEqual({
      network: 'linkedin',
      url: 'https://www.linkedin.com/in/maria-lopez-12345',
      kind: 'person',
    });
    expect(canon('https://linkedin.com/company/clinica-sol/about/')).toBe(
      'https://www.linkedin.com/company/clinica-sol',
    );
    for (const u of [
      'https://www.linkedin.com/shareArticle?mini=true&url=x',
      'https://www.linkedin.com/sharing/share-offsite/?url=x',
      'https://www.linkedin.com/feed/',
      'https://www.linkedin.com/pulse/some-article',
    ]) {
      expect(canon(u), u).toBeNull();
    }
  });

  it('youtube', () => {
    expect(canon('https://www.youtube.com/@ClinicaSol')).toBe(
      'https://www.youtube.com/@ClinicaSol',
    );
    expect(canon('https://m.youtube.com/channel/UC1234567890abcdefABCDEF/videos')).toBe(
      'https://www.youtube.com/channel/UC1234567890abcdefABCDEF',
    );
    expect(canon('https://youtube.com/c/ClinicaSol')).toBe('https://www.youtube.com/c/ClinicaSol');
    expect(canon('https://www.youtube.com/user/clinicasol')).toBe(
      'https://www.youtube.com/user/clinicasol',
    );
    expect(canon('https://www.youtube.com/watch?v=abc')).toBeNull();
    expect(canon('https://www.youtube.com/embed/abc')).toBeNull();
    expect(canon('https://youtu.be/abc')).toBeNull();
  });

  it('tiktok', () => {
    expect(canon('https://www.tiktok.com/@clinicasol?lang=es')).toBe(
      'https://www.tiktok.com/@clinicasol',
    );
    expect(canon('https://tiktok.com/@ClinicaSol/video/123')).toBe(
      'https://www.tiktok.com/@clinicasol',
    );
    expect(canon('https://www.tiktok.com/tag/dentista')).toBeNull();
  });

  it('other sites and garbage give null', () => {
    expect(canon('https://clinicasol.es/facebook')).toBeNull();
    expect(canon('javascript:void(0)')).toBeNull();
    expect(canon('')).toBeNull();
    expect(canon('https://notfacebook.com/clinicasol')).toBeNull();
  });
});

describe('socials in pages', () => {
  it('one profile per network, people on LinkedIn apart, sameAs read', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      sameAs: ['https://www.youtube.com/@clinicasol', 'https://www.tiktok.com/@clinicasol'],
    };
    const html = `<html><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body>
      <a href="https://www.facebook.com/sharer.php?u=x">Compartir</a>
      <a href="https://m.facebook.com/clinicasol/">Facebook</a>
      <a href="https://www.instagram.com/clinicasol/">Instagram</a>
      <a href="https://twitter.com/intent/tweet?url=x">Tweet</a>
      <a href="https://x.com/clinicasol">X</a>
      <a href="https://www.linkedin.com/company/clinica-sol/">LinkedIn</a>
      <a href="https://www.linkedin.com/in/ana-perez/">Ana en LinkedIn</a>
      <a href="https://www.linkedin.com/shareArticle?url=x">Share</a>
    </body></html>`;
    const f = extractPage({ url: 'https://clinicasol.es/', html, siteDomain: 'clinicasol.es' });
    expect(f.socials).toEqual({
      youtube: 'https://www.youtube.com/@clinicasol',
      tiktok: 'https://www.tiktok.com/@clinicasol',
      facebook: 'https://www.facebook.com/clinicasol',
      instagram: 'https://www.instagram.com/clinicasol',
      twitter: 'https://x.com/clinicasol',
      linkedin: 'https://www.linkedin.com/company/clinica-sol',
    });
    expect(f.linkedinPeople).toEqual(['https://www.linkedin.com/in/ana-perez']);
  });
});
