import { useRef } from 'react';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { REFERRAL_REWARD_CREDITS, referralLink, type Referral } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useCopyLink } from '../use-copy-link';
import { StatusBadge } from './status-badge';

/**
 * One code in play: an open one shows its invitation link to copy; a used one waits for the
 * friend to confirm their email.
 */
export function CodeItem({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const { copied, copy } = useCopyLink(input);
  const link = referralLink(window.location.origin, referral.code);
  const inputId = `referral-link-${referral.id}`;

  async function onCopy() {
    if ((await copy()) === 'selected') toast.info(t('referrals.codes.manualCopy'));
  }

  return (
    <li className="space-y-2 px-4 py-3" data-testid="referral-code" data-code={referral.code}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono text-sm font-semibold tracking-wider">{referral.code}</span>
        <StatusBadge status={referral.status} />
      </div>
      {referral.status === 'pending' ? (
        <div className="flex min-w-0 gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t('referrals.codes.linkLabel', { code: referral.code })}
          </label>
          <Input
            ref={input}
            id={inputId}
            readOnly
            value={link}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs sm:text-sm"
            data-testid="referral-link"
          />
          <Button
            variant="outline"
            className="shrink-0"
            onClick={() => void onCopy()}
            aria-label={t('referrals.codes.copyLabel', { code: referral.code })}
            data-testid="referral-copy"
            data-copied={copied}
          >
            {copied ? (
              <Check className="h-4 w-4 text-success" aria-hidden />
            ) : (
              <Copy className="h-4 w-4" aria-hidden />
            )}
            <span aria-live="polite">
              {copied ? t('referrals.codes.copied') : t('referrals.codes.copy')}
            </span>
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {t('referrals.codes.awaiting', { reward: REFERRAL_REWARD_CREDITS })}
        </p>
      )}
    </li>
  );
}
