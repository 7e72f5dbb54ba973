/**
 * Where a page's findings are computed. Reading a page's HTML for people and addresses is
 * the search worker's main CPU cost (issue 18: about 40 % of it in a 1,000-lead search). On a
 * thread it runs beside the event loop that drives the network, so a busy worker neither
 * delays its sockets and timers nor caps how many leads it can follow at once.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ExtractInput, PageFindings } from '../types.js';
import { extractPage } from './extract-page.js';

export interface PageExtractor {
  extract(input: ExtractInput): Promise<PageFindings>;
  close(): Promise<void>;
}

/** On the calling thread (EXTRACT_THREADS=0, and tools that read one site). */
export const inProcessExtractor: PageExtractor = {
  extract: async (input) => extractPage(input),
  close: async () => undefined,
};

/**
 * A pool of `threads` extraction threads, started at the first page and kept: a search's
 * first pages do not wait for a thread to start. Pages wait in line when every thread is busy.
 */
export function threadedExtractor(threads: number): PageExtractor {
  if (threads <= 0) return inProcessExtractor;
  let pool: Piscina<ExtractInput, PageFindings> | null = null;
  const start = () => {
    // Built: dist/extract-thread.js beside the bundle. From the sources (tests, tsx): the
    // TypeScript file, loaded through tsx.
    const built = new URL('./extract-thread.js', import.meta.url);
    const filename = existsSync(fileURLToPath(built))
      ? built.href
      : new URL('./extract-thread.ts', import.meta.url).href;
    return new Piscina<ExtractInput, PageFindings>({
      filename,
      minThreads: threads,
      maxThreads: threads,
      execArgv: filename.endsWith('.ts') ? ['--import', 'tsx'] : [],
      // A parsed page is garbage as soon as its findings are out: a small young generation
      // collects it early instead of letting the thread's memory grow (the worker's peak).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB },
    });
  };
  return {
    extract(input) {
      pool ??= start();
      return pool.run(input);
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.destroy();
    },
  };
}

const YOUNG_MB = 4;
