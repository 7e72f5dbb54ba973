#!/usr/bin/env node
/**
 * `npm test` after the build: the unit and integration suite (vitest) and the browser journeys
 * (Playwright) at the same time. The journeys spend most of their time waiting on the app and
 * the browser, so side by side the whole run takes little more than the longer of the two.
 * Each line is prefixed with its suite; the run fails if either does.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const suites = [
  ['unit', 'npx', ['vitest', 'run']],
  ['e2e', 'npm', ['run', 'test', '-w', '@leadatlas/e2e']],
];

function run([name, command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
    }
    child.on('close', (code) => resolve({ name, code }));
  });
}

/**
 * CI keeps only this output: a failed journey's page as Playwright last saw it (its
 * accessibility snapshot) is printed, so a failure that does not happen again can still be read.
 */
function printFailedPages() {
  const root = path.join('e2e', 'test-results');
  if (!existsSync(root)) return;
  for (const dir of readdirSync(root)) {
    const file = path.join(root, dir, 'error-context.md');
    if (!existsSync(file)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    // The page's snapshot is the last block (an aria-snapshot matcher writes its own before).
    const yaml = lines.findLastIndex((line) => line.startsWith('```yaml'));
    if (yaml < 0) continue;
    const end = lines.findIndex((line, at) => at > yaml && line.startsWith('```'));
    const snapshot = lines.slice(yaml + 1, end < 0 ? undefined : end);
    // CI keeps the last lines of the run: the page's main region, briefly, says the most.
    const main = snapshot.findIndex((line) => /^\s*- main\b/.test(line));
    console.log(`[e2e] ── the page when it failed (${file}):`);
    for (const line of snapshot.slice(Math.max(main, 0), Math.max(main, 0) + 45)) {
      console.log(`[e2e] ${line}`);
    }
  }
}

const results = await Promise.all(suites.map(run));
if (results.some(({ name, code }) => name === 'e2e' && code !== 0)) printFailedPages();
for (const { name, code } of results) console.log(`${name}: ${code === 0 ? 'passed' : 'FAILED'}`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
