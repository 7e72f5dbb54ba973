import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

/** The error loadConfig throws for env; fails the test when it does not throw. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults with no variables at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('127.0.0.1');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.captcha).toEqual({ kind: 'pow', difficulty: 17 });
    expect(config.social).toEqual({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.RUN_WORKER).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('derives the app URL from PORT, and ignores empty and unknown variables', () => {
    const config = loadConfig({ PORT: '8080', DATABASE_URL: '', SMTP_URL: '', UNRELATED: 'x' });
    expect(config.PORT).toBe(8080);
    expect(config.appUrl).toBe('http://localhost:8080');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('reads booleans in their usual spellings', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ RUN_WORKER: '0' }).RUN_WORKER).toBe(false);
    expect(configError({ RUN_WORKER: 'maybe' }).message).toMatch(
      /^Invalid configuration: RUN_WORKER /,
    );
  });

  it('a non-numeric PORT stops the start naming PORT', () => {
    const error = configError({ PORT: 'abc' });
    expect(error.message.startsWith('Invalid configuration: PORT')).toBe(true);
    expect(error.message).not.toContain('\n');
    expect(configError({ PORT: '70000' }).message).toMatch(/^Invalid configuration: PORT /);
  });

  it('a DATABASE_URL that is not PostgreSQL names DATABASE_URL', () => {
    const error = configError({ DATABASE_URL: 'mysql://x' });
    expect(error.message).toMatch(/^Invalid configuration: DATABASE_URL /);
    expect(error.message).toContain('postgres://');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/app' }).DATABASE_URL).toBe(
      'postgresql://u:p@db:5432/app',
    );
  });

  it('a short AUTH_SECRET names AUTH_SECRET', () => {
    const error = configError({ AUTH_SECRET: 'too-short' });
    expect(error.message).toMatch(/^Invalid configuration: AUTH_SECRET /);
    expect(error.message).toContain('32');
    // The message never repeats the value.
    expect(error.message).not.toContain('too-short');
  });

  it('a Turnstile site key without its secret names TURNSTILE', () => {
    const error = configError({ TURNSTILE_SITE_KEY: 'site-key' });
    expect(error.message).toMatch(/^Invalid configuration: /);
    expect(error.message).toContain('TURNSTILE');
    expect(configError({ HCAPTCHA_SECRET_KEY: 'secret' }).message).toContain('HCAPTCHA');
  });

  it('an https APP_URL turns on secure cookies; a trailing slash is dropped', () => {
    const config = loadConfig({ APP_URL: 'https://leads.example.com/' });
    expect(config.appUrl).toBe('https://leads.example.com');
    expect(config.secureCookies).toBe(true);
    expect(configError({ APP_URL: 'ftp://leads.example.com' }).message).toMatch(
      /^Invalid configuration: APP_URL /,
    );
  });

  it('Turnstile keys select the Turnstile captcha', () => {
    const config = loadConfig({ TURNSTILE_SITE_KEY: 'site-key', TURNSTILE_SECRET_KEY: 'secret' });
    expect(config.captcha).toEqual({
      kind: 'turnstile',
      siteKey: 'site-key',
      secretKey: 'secret',
      verifyUrl: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    });
  });

  it('hCaptcha keys select hCaptcha; CAPTCHA_VERIFY_URL overrides the endpoint', () => {
    const config = loadConfig({
      HCAPTCHA_SITE_KEY: 'site',
      HCAPTCHA_SECRET_KEY: 'secret',
      CAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/verify',
    });
    expect(config.captcha).toMatchObject({
      kind: 'hcaptcha',
      verifyUrl: 'http://127.0.0.1:9/verify',
    });
  });

  it('enables a social provider only when both its id and secret are set', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      FACEBOOK_CLIENT_ID: 'fid',
      APPLE_CLIENT_SECRET: '   ',
    });
    expect(config.social).toEqual({ google: { clientId: 'gid', clientSecret: 'gsecret' } });
  });
});

describe('map tiles', () => {
  it('default to OpenStreetMap', () => {
    const config = loadConfig({});
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toBe('© OpenStreetMap contributors');
    expect(config.mapTileOrigin).toBe('https://tile.openstreetmap.org');
  });

  it('accept an http(s) template and name its origin', () => {
    const config = loadConfig({
      MAP_TILE_URL: 'http://127.0.0.1:8099/tiles/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: 'Local tiles',
    });
    expect(config.mapTileOrigin).toBe('http://127.0.0.1:8099');
    expect(config.MAP_TILE_ATTRIBUTION).toBe('Local tiles');
  });

  it.each([
    'ftp://tiles.example/{z}/{x}/{y}.png',
    'https://tiles.example/{z}/{x}.png',
    'tiles.example/{z}/{x}/{y}.png',
    'https://{s}.tiles.example/{z}/{x}/{y}.png',
    'javascript:alert(1)//{z}/{x}/{y}',
  ])('refuse %s naming MAP_TILE_URL', (url) => {
    const error = configError({ MAP_TILE_URL: url });
    expect(error.message).toBe(
      'Invalid configuration: MAP_TILE_URL must be an http(s) URL template containing {z}, {x} and {y}',
    );
  });

  it('refuse an attribution of only spaces', () => {
    expect(configError({ MAP_TILE_ATTRIBUTION: '   ' }).message).toMatch(
      /^Invalid configuration: MAP_TILE_ATTRIBUTION /,
    );
  });
});
