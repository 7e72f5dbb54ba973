import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FeedbackStatus } from '@leadatlas/shared';
import { Card } from '../../../components/ui/card';
import { LinkButton } from '../../../components/ui/link-button';
import { formatLongDate } from '../../../lib/format';

/**
 * What replaces the form once the user has answered: thanks right after sending, or, when they
 * come back within the 30 days, when they answered and when they may again.
 */
export function SurveyDone({ status, justSent }: { status: FeedbackStatus; justSent: boolean }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string | null) => (iso ? formatLongDate(iso, i18n.language) : '');
  return (
    <Card className="p-6 text-center" data-testid="survey-done">
      <CheckCircle2 className="mx-auto h-10 w-10 text-primary" aria-hidden />
      <h2 className="mt-3 text-xl font-semibold" data-testid="survey-done-title">
        {justSent ? t('feedback.thanks.title') : t('feedback.thanks.already')}
      </h2>
      {justSent ? (
        <>
          <p className="mt-2 text-muted-foreground">{t('feedback.thanks.text')}</p>
          {status.nextAnswerAt && (
            <p className="mt-1 text-sm text-muted-foreground">
              {t('feedback.thanks.again', { date: date(status.nextAnswerAt) })}
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-muted-foreground">
          {t('feedback.thanks.alreadyText', {
            answered: date(status.lastAnsweredAt),
            date: date(status.nextAnswerAt),
          })}
        </p>
      )}
      <div className="mt-5">
        <LinkButton to="/dashboard" variant="primary">
          {t('feedback.thanks.back')}
        </LinkButton>
      </div>
    </Card>
  );
}
