/**
 * Where a page's findings are computed. Reading a page's HTML for people and addresses is
 * the search worker's main CPU cost (issue 18: about 40 % of it in a 1,000-lead search). On a
 * thread it runs beside the event loop that drives the network, so a busy worker neither
 * delays its sockets and timers nor caps how many leads it can follow at once.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Logger } from '../../../logger.js';
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

/** A parsed page is garbage once its findings are out: a small young generation collects it
 * early instead of letting the thread's memory grow (the worker's peak, issue 18). */
const YOUNG_MB = 4;

/** The thread's code: built beside the bundle, or the TypeScript source run through tsx. */
function threadFile(): { filename: string; execArgv: string[] } | null {
  const built = new URL('./extract-thread.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { filename: built.href, execArgv: [] };
  const source = new URL('./extract-thread.ts', import.meta.url);
  if (existsSync(fileURLToPath(source))) {
    return { filename: source.href, execArgv: ['--import', 'tsx'] };
  }
  return null;
}

/**
 * A pool of `threads` extraction threads, started at the first page and kept: a search's
 * first pages do not wait for a thread to start. Pages wait in line when every thread is busy.
 * A page that fails there is logged (the domain only) and lost alone.
 */
export function createPageExtractor(threads: number, log: Logger): PageExtractor {
  const file = threads > 0 ? threadFile() : null;
  if (threads > 0 && !file) log.warn('extraction thread code not found; pages are read in process');
  let pool: Piscina<ExtractInput, PageFindings> | null = null;
  const start = (code: { filename: string; execArgv: string[] }) => {
    const started = new Piscina<ExtractInput, PageFindings>({
      ...code,
      minThreads: threads,
      maxThreads: threads,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_MB },
    });
    // A thread that fails outside a page (while starting) must not take the worker down.
    started.on('error', (error: unknown) => log.error({ err: error }, 'extraction thread failed'));
    return started;
  };
  return {
    async extract(input) {
      try {
        if (!file) return extractPage(input);
        pool ??= start(file);
        return await pool.run(input);
      } catch (error) {
        log.warn({ err: error, site: input.siteDomain }, 'page extraction failed');
        throw error;
      }
    },
    async close() {
      const running = pool;
      pool = null;
      await running?.destroy();
    },
  };
}
