import { defineConfig } from '@playwright/test';
import path from 'node:path';

export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = path.resolve(import.meta.dirname, '../.tmp/e2e-data');

export default defineConfig({
  testDir: './tests',
  // One at a time: on two cores, two browsers against one server were no faster and timed out.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    locale: 'es-ES',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // A fresh embedded PostgreSQL for every run; the real built server against the sandbox.
    command: `rm -rf "${DATA_DIR}" && node --import tsx support/start-stack.ts`,
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The default configuration: no APP_URL, so the app's own address is http://localhost:PORT
    // while the browser opens it at http://127.0.0.1:PORT, as people type it (issue 11).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
    },
  },
});
