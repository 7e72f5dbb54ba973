import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { creditAdjustmentSchema, type CustomerDetail } from '@leadatlas/shared';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { TextField } from '../../components/ui/text-field';
import { ApiError, commonErrorMessage } from '../../lib/api';
import { formatCredits } from '../../lib/format';
import { useAdjustCredits } from './customers-api';

const ERRORS: Record<string, string> = {
  adjustment_below_zero: 'belowZero',
  adjustment_key_reused: 'keyReused',
};

/**
 * Adds or removes credits with a reason, after a confirmation. Each adjustment has its key,
 * kept until it is known to be applied, so a second click or a retry applies it once.
 */
export function CreditAdjustForm({ org }: { org: CustomerDetail }) {
  const { t, i18n } = useTranslation();
  const adjust = useAdjustCredits(org.id);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<{ amount?: boolean; reason?: boolean }>({});
  const [pending, setPending] = useState<{ amount: number; reason: string; key: string } | null>(
    null,
  );
  /** The last adjustment sent and not known to be applied: its key is reused on a retry. */
  const unconfirmed = useRef<{ amount: number; reason: string; key: string } | null>(null);
  const n = (value: number) => formatCredits(value, i18n.language);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsedAmount = creditAdjustmentSchema.shape.amount.safeParse(
      amount.trim() === '' ? NaN : Number(amount),
    );
    const parsedReason = creditAdjustmentSchema.shape.reason.safeParse(reason);
    setInvalid({ amount: !parsedAmount.success, reason: !parsedReason.success });
    if (!parsedAmount.success || !parsedReason.success) return;
    // The same adjustment asked again after a failure keeps its key: if the first attempt did
    // reach the ledger (an answer lost on the way), the server applies it once.
    const last = unconfirmed.current;
    const key =
      last && last.amount === parsedAmount.data && last.reason === parsedReason.data
        ? last.key
        : crypto.randomUUID();
    setPending({ amount: parsedAmount.data, reason: parsedReason.data, key });
  };

  const apply = () => {
    if (!pending) return;
    unconfirmed.current = pending;
    adjust.mutate(pending, {
      onSuccess: (result) => {
        unconfirmed.current = null;
        toast.success(
          t(
            result.applied
              ? 'staffCustomers.adjust.applied'
              : 'staffCustomers.adjust.alreadyApplied',
            {
              credits: n(result.credits),
            },
          ),
        );
        setAmount('');
        setReason('');
      },
      onError: (failure) => {
        const known = failure instanceof ApiError ? ERRORS[failure.code] : undefined;
        toast.error(t('staffCustomers.adjust.failed'), {
          description:
            (known && t(`staffCustomers.adjust.errors.${known}`)) ??
            commonErrorMessage(t, failure) ??
            undefined,
        });
      },
    });
  };

  const add = pending !== null && pending.amount > 0;
  return (
    <form className="space-y-3" onSubmit={review} noValidate data-testid="adjust-form">
      <p className="text-sm text-muted-foreground">{t('staffCustomers.adjust.help')}</p>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <div>
          <TextField
            id="adjust-amount"
            label={t('staffCustomers.adjust.amount')}
            value={amount}
            onValueChange={setAmount}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={invalid.amount || undefined}
            aria-describedby={invalid.amount ? 'adjust-amount-error' : undefined}
            data-testid="adjust-amount"
          />
          {invalid.amount && (
            <p id="adjust-amount-error" className="mt-1 text-xs text-destructive-strong">
              {t('staffCustomers.adjust.errors.amount')}
            </p>
          )}
        </div>
        <div>
          <TextField
            id="adjust-reason"
            label={t('staffCustomers.adjust.reason')}
            value={reason}
            onValueChange={setReason}
            maxLength={200}
            autoComplete="off"
            aria-invalid={invalid.reason || undefined}
            aria-describedby={invalid.reason ? 'adjust-reason-error' : undefined}
            data-testid="adjust-reason"
          />
          {invalid.reason && (
            <p id="adjust-reason-error" className="mt-1 text-xs text-destructive-strong">
              {t('staffCustomers.adjust.errors.reason')}
            </p>
          )}
        </div>
      </div>
      <Button type="submit" disabled={adjust.isPending} data-testid="adjust-submit">
        {t('staffCustomers.adjust.submit')}
      </Button>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        tone={add ? 'primary' : 'destructive'}
        title={
          pending
            ? t(
                add
                  ? 'staffCustomers.adjust.confirmTitleAdd'
                  : 'staffCustomers.adjust.confirmTitleRemove',
                {
                  amount: n(Math.abs(pending.amount)),
                  organization: org.name,
                },
              )
            : ''
        }
        description={
          pending
            ? t('staffCustomers.adjust.confirmText', {
                from: n(org.credits),
                to: n(org.credits + pending.amount),
                reason: pending.reason,
              })
            : ''
        }
        confirmLabel={t('staffCustomers.adjust.confirm')}
        cancelLabel={t('staffCustomers.adjust.cancel')}
        onConfirm={apply}
        data-testid="adjust-confirm"
      />
    </form>
  );
}
