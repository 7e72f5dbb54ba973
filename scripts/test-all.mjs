#!/usr/bin/env node
/**
 * `npm test` after the build: the unit and integration suite (vitest) and the browser journeys
 * (Playwright) at the same time. The journeys spend most of their time waiting on the app and
 * the browser, so side by side the whole run takes little more than the longer of the two.
 * Each line is prefixed with its suite; the run fails if either does.
 */
import { spawn } from 'node:child_process';

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

const results = await Promise.all(suites.map(run));
for (const { name, code } of results) console.log(`${name}: ${code === 0 ? 'passed' : 'FAILED'}`);
process.exit(results.every(({ code }) => code === 0) ? 0 : 1);
