/**
 * Copies a read-only input's text: the clipboard API where the browser allows it, else the
 * input is selected and the browser's own copy command tried; when that fails too, the text
 * stays selected and the user is told to press Ctrl+C. 'Copiado' shows for 2 s (spec 001 §4, §9).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';

export const COPIED_FOR_MS = 2000;

export type CopyResult = 'copied' | 'selected';

async function copyText(input: HTMLInputElement): Promise<CopyResult> {
  try {
    // Absent outside secure contexts (a plain-http address other than localhost).
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(input.value);
      return 'copied';
    }
  } catch {
    // Refused (no permission, not focused): the selection below still works.
  }
  input.focus();
  input.select();
  try {
    // The only copy a page may run without the clipboard API (deprecated, still supported).
    if (document.execCommand('copy')) return 'copied';
  } catch {
    // Nothing more a page can do: the link is selected for the user.
  }
  return 'selected';
}

export function useCopyLink(input: RefObject<HTMLInputElement | null>) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy(): Promise<CopyResult> {
    if (!input.current) return 'selected';
    const result = await copyText(input.current);
    if (result === 'copied') {
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    }
    return result;
  }
  return { copied, copy };
}
