/**
 * The captcha of the configured kind: our own proof of work by default (solved in a Web
 * Worker, no third party), or Turnstile / hCaptcha loaded on demand. Reports a token or null.
 */
import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, RefreshCw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PowChallenge } from '@leadatlas/shared';
import { api } from '../../lib/api';
import { Spinner } from '../../components/ui/spinner';
import { usePublicConfig } from '../../api/public-config';

interface CaptchaProps {
  onToken: (token: string | null) => void;
  /** Change it to throw the current token away and solve again. */
  resetKey?: number;
}

type PowState = 'solving' | 'solved' | 'error';

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function PowCaptcha({ onToken, resetKey }: CaptchaProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<PowState>('solving');
  const [attempt, setAttempt] = useState(0);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    let worker: Worker | undefined;
    let cancelled = false;
    setState('solving');
    onTokenRef.current(null);
    api<PowChallenge>('/api/captcha/challenge')
      .then((challenge) => {
        if (cancelled) return;
        worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module' });
        worker.onmessage = (event: MessageEvent<{ nonce: number }>) => {
          worker?.terminate();
          if (cancelled) return;
          onTokenRef.current(
            toBase64Url(JSON.stringify({ ...challenge, nonce: event.data.nonce })),
          );
          setState('solved');
        };
        worker.onerror = () => !cancelled && setState('error');
        worker.postMessage({ salt: challenge.salt, difficulty: challenge.difficulty });
      })
      .catch(() => !cancelled && setState('error'));
    return () => {
      cancelled = true;
      worker?.terminate();
    };
  }, [resetKey, attempt]);

  return (
    <div
      className="flex min-h-11 items-center gap-2 rounded-md border border-border bg-muted/50 px-3 py-2 text-sm"
      data-testid="captcha"
      data-state={state}
      aria-live="polite"
    >
      {state === 'solving' && <Spinner className="h-4 w-4 text-primary" />}
      {state === 'solved' && <CheckCircle2 className="h-4 w-4 text-success" aria-hidden />}
      {state === 'error' && <ShieldCheck className="h-4 w-4 text-destructive" aria-hidden />}
      <span className="flex-1">{t(`auth.captcha.${state}`)}</span>
      {state === 'error' && (
        <button
          type="button"
          className="inline-flex cursor-pointer items-center gap-1 text-primary"
          onClick={() => setAttempt((n) => n + 1)}
        >
          <RefreshCw className="h-3.5 w-3.5" aria-hidden />
          {t('auth.captcha.retry')}
        </button>
      )}
    </div>
  );
}

interface WidgetApi {
  render(element: HTMLElement, options: Record<string, unknown>): string;
  remove?(id: string): void;
}
const SCRIPTS = {
  turnstile: {
    src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
  },
  hcaptcha: { src: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha' },
} as const;

function loadScript(kind: keyof typeof SCRIPTS): Promise<WidgetApi> {
  const { src, global } = SCRIPTS[kind];
  const existing = (window as unknown as Record<string, WidgetApi | undefined>)[global];
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as Record<string, WidgetApi | undefined>)[global];
      if (loaded) resolve(loaded);
      else reject(new Error('captcha script did not load'));
    };
    script.onerror = () => reject(new Error('captcha script did not load'));
    document.head.appendChild(script);
  });
}

function HostedCaptcha({
  kind,
  siteKey,
  onToken,
  resetKey,
}: CaptchaProps & { kind: 'turnstile' | 'hcaptcha'; siteKey: string }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;
  useEffect(() => {
    let id: string | undefined;
    let widget: WidgetApi | undefined;
    onTokenRef.current(null);
    loadScript(kind)
      .then((loaded) => {
        widget = loaded;
        if (!ref.current) return;
        ref.current.innerHTML = '';
        id = loaded.render(ref.current, {
          sitekey: siteKey,
          size: 'compact',
          language: i18n.language,
          hl: i18n.language,
          callback: (token: string) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
      })
      .catch(() => setFailed(true));
    return () => {
      if (id) widget?.remove?.(id);
    };
  }, [kind, siteKey, resetKey, i18n.language]);
  return (
    <div data-testid="captcha">
      <div ref={ref} />
      {failed && <p className="text-sm text-destructive">{t('auth.captcha.error')}</p>}
    </div>
  );
}

export function Captcha(props: CaptchaProps) {
  const { data: config } = usePublicConfig();
  if (!config) return <div className="min-h-11" />;
  const { kind, siteKey } = config.captcha;
  if (kind !== 'pow' && siteKey) return <HostedCaptcha kind={kind} siteKey={siteKey} {...props} />;
  return <PowCaptcha {...props} />;
}
