import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { DATA_DIR } from '../../playwright.config';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Makes the account staff the only way there is: `npm run staff -- grant <email>`. */
export async function grantStaff(email: string): Promise<void> {
  await run('node', ['--import', 'tsx', 'apps/server/src/staff-cli.ts', 'grant', email], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR, LOG_LEVEL: 'silent' },
  });
}
