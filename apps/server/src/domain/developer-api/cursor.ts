/**
 * The API's pagination cursors: a position as base64url JSON, opaque to clients. Decoding
 * checks its shape strictly, so a cursor edited by hand is a 400 invalid_cursor, never a value
 * PostgreSQL refuses (a 500).
 */
import type { z } from 'zod';
import { DomainError } from '../errors.js';

export function encodeCursor(position: unknown): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor<S extends z.ZodType>(schema: S, text: string): z.output<S> {
  try {
    return schema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
  } catch {
    throw new DomainError('invalid_cursor', 400, 'unreadable cursor', { fields: ['cursor'] });
  }
}
