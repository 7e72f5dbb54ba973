/**
 * One real PostgreSQL for the whole test run: TEST_DATABASE_URL when given, else an embedded
 * one in a temporary folder. Each test file then creates its own database (see test-app.ts) as
 * a copy of a template migrated once here: copying is much faster than migrating each one.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.js';
import { createLogger } from '../../src/logger.js';
import { createPool } from '../../src/db/pool.js';
import { migrate } from '../../src/db/migrate.js';
import { migrateQueue } from '../../src/jobs/worker.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    pgTemplate: string;
  }
}

/** A database with every migration applied, for test databases to copy. */
async function migratedTemplate(baseUrl: string): Promise<string> {
  const name = `test_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString());
  await migrate(pool);
  await migrateQueue(pool);
  // No connection may stay open on a template while it is copied.
  await pool.end();
  return name;
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgUrl', process.env.TEST_DATABASE_URL);
    project.provide('pgTemplate', await migratedTemplate(process.env.TEST_DATABASE_URL));
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'leadatlas-test-pg-'));
  const embedded = await startEmbeddedPostgres({
    dataDir: dir,
    port: 0,
    log: createLogger('warn'),
  });
  project.provide('pgUrl', embedded.url);
  project.provide('pgTemplate', await migratedTemplate(embedded.url));
  return async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
