/**
 * Connection secrets at rest: AES-256-GCM with a random 12-byte nonce per value, the
 * organization and provider bound as associated data (a ciphertext copied to another row does
 * not decrypt). Stored as `v1.<nonce>.<tag>.<ciphertext>` in base64url, so a later key rotation
 * can add v2 beside it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../../config.js';

export interface SecretBox {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The integrations key must be 32 bytes');
  return {
    seal(plaintext, context) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return ['v1', nonce, tag, body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, context) {
      const [version, nonce, tag, body] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || body === undefined) {
        throw new Error('Unreadable sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * INTEGRATIONS_KEY, else the key kept in the data folder (like the auth secret). The app
 * generates it on its first start (`create`); a separate worker process only reads it, so two
 * processes never make two keys. The file is created exclusively: of two starts at once, the
 * second reads what the first wrote.
 */
export function loadIntegrationsKey(config: Config, options: { create: boolean }): Buffer {
  const configured = config.INTEGRATIONS_KEY;
  if (configured) {
    return /^[0-9a-fA-F]{64}$/.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
  }
  const file = path.resolve(config.DATA_DIR, 'integrations-key');
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (existsSync(file)) return read();
  if (!options.create) {
    throw new ConfigError(
      `Invalid configuration: INTEGRATIONS_KEY is not set and ${file} does not exist (set it, or start the app once with this DATA_DIR)`,
    );
  }
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return read();
}
