/**
 * The entry of an extraction thread (page-extractor.ts): one page's HTML in, its findings out.
 * Built as dist/extract-thread.js beside the worker.
 */
import type { ExtractInput, PageFindings } from '../types.js';
import { extractPage } from './extract-page.js';

export default function extract(input: ExtractInput): PageFindings {
  return extractPage(input);
}
