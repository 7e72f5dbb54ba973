import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/** Shown while no code is in play (none pending or awaiting a confirmation; spec 001 §2.12). */
export function CreateCodeCard({ onCreate, busy }: { onCreate: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center gap-2 px-4 py-8 text-center"
      data-testid="referral-create-card"
    >
      <span className="rounded-full bg-accent p-3 text-accent-foreground">
        <Gift className="h-6 w-6" aria-hidden />
      </span>
      <h3 className="font-semibold">{t('referrals.create.title')}</h3>
      <p className="max-w-md text-sm text-muted-foreground">{t('referrals.create.text')}</p>
      <Button className="mt-2" onClick={onCreate} disabled={busy} data-testid="referral-create">
        {busy && <Spinner className="h-4 w-4" />}
        {busy ? t('referrals.codes.generating') : t('referrals.create.action')}
      </Button>
    </div>
  );
}
