import '../../i18n/app-dictionaries';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MinimalHeader } from '../../components/layout/minimal-header';
import { Footer } from '../../components/layout/footer';
import { buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../session/use-session';
import { useConfirmEmailChange } from './api/account';
import { accountErrorMessage } from './account-errors';

/**
 * Where the link mailed to a new address lands (public: it may be opened signed out, on
 * another device). It posts the token once; the token itself is the proof.
 */
export default function EmailChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { data: me } = useSession();
  const confirm = useConfirmEmailChange();
  const sent = useRef(false);
  useEffect(() => {
    // Once per page, even when React runs effects twice: a second post would find it used.
    if (sent.current) return;
    sent.current = true;
    confirm.mutate(token || '-');
  }, [confirm, token]);

  const next = me ? '/account' : '/register?mode=signin';
  return (
    <div className="flex min-h-screen flex-col">
      <MinimalHeader />
      <main
        id="main"
        className="mx-auto flex w-full max-w-md flex-1 flex-col items-center justify-center gap-4 px-4 py-10 text-center"
      >
        <h1 className="text-2xl font-semibold">
          {confirm.isError
            ? t('account.emailConfirm.failedTitle')
            : t('account.emailConfirm.title')}
        </h1>
        {confirm.isSuccess ? (
          <>
            <CheckCircle2 className="h-10 w-10 text-success" aria-hidden />
            <p role="status" className="break-words" data-testid="email-change-done">
              {t('account.emailConfirm.done', { email: confirm.data.email })}
            </p>
          </>
        ) : confirm.isError ? (
          <>
            <XCircle className="h-10 w-10 text-destructive" aria-hidden />
            <p role="alert" className="text-muted-foreground">
              {accountErrorMessage(t, confirm.error, t('errors.unexpected'))}
            </p>
          </>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <Spinner className="h-5 w-5" />
            {t('account.emailConfirm.working')}
          </p>
        )}
        {(confirm.isSuccess || confirm.isError) && (
          <Link to={next} className={buttonClass('primary')}>
            {me ? t('account.emailConfirm.toAccount') : t('account.emailConfirm.toSignIn')}
          </Link>
        )}
      </main>
      <Footer variant="minimal" />
    </div>
  );
}
