import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  FEEDBACK_FEATURES,
  FEEDBACK_OTHER_FEATURE,
  FEEDBACK_OTHER_MAX,
  FEEDBACK_OTHER_REASON,
  FEEDBACK_REASONS,
  FEEDBACK_SUGGESTIONS_MAX,
  type FeedbackFeature,
  type FeedbackReason,
  type FeedbackStatus,
} from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { currentLocale } from '../../../i18n';
import { ApiError, commonErrorMessage } from '../../../lib/api';
import { formatLongDate } from '../../../lib/format';
import { useRefreshFeedbackStatus, useSubmitFeedback } from '../api';
import { ChoiceGroup } from './choice-group';
import { NpsScale } from './nps-scale';

/** "12 / 500 characters" under a field, read out only when asked (not on every key). */
function Counter({ id, length, max }: { id: string; length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <p id={id} className="text-right text-xs text-muted-foreground">
      {t('feedback.characters', { count: length, max })}
    </p>
  );
}

/** The 'other' choice's text: required while that choice is made. */
function OtherText({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 pt-1">
      <TextField
        id={id}
        label={`${label} (${t('feedback.required').toLowerCase()})`}
        value={value}
        onValueChange={onChange}
        maxLength={FEEDBACK_OTHER_MAX}
        required
        aria-required
        aria-describedby={`${id}-count`}
        data-testid={id}
      />
      <Counter id={`${id}-count`} length={value.length} max={FEEDBACK_OTHER_MAX} />
    </div>
  );
}

/**
 * The survey (spec 001 §2.14, §5): reason, feature, NPS and optional suggestions. Send stays
 * disabled until the three questions are answered (and an 'other' says what).
 */
export function SurveyForm({ onAnswered }: { onAnswered: (status: FeedbackStatus) => void }) {
  const { t, i18n } = useTranslation();
  const submit = useSubmitFeedback();
  const refreshStatus = useRefreshFeedbackStatus();
  const npsLegend = useId();
  const missingId = useId();
  const [reason, setReason] = useState<FeedbackReason | null>(null);
  const [reasonOther, setReasonOther] = useState('');
  const [feature, setFeature] = useState<FeedbackFeature | null>(null);
  const [featureOther, setFeatureOther] = useState('');
  const [nps, setNps] = useState<number | null>(null);
  const [suggestions, setSuggestions] = useState('');

  const reasonIsOther = reason === FEEDBACK_OTHER_REASON;
  const featureIsOther = feature === FEEDBACK_OTHER_FEATURE;
  const complete =
    reason !== null &&
    feature !== null &&
    nps !== null &&
    (!reasonIsOther || reasonOther.trim() !== '') &&
    (!featureIsOther || featureOther.trim() !== '');

  function send(event: FormEvent) {
    event.preventDefault();
    if (!complete || submit.isPending) return;
    submit.mutate(
      {
        reasonStopped: reason,
        reasonStoppedOther: reasonIsOther ? reasonOther : null,
        featureComeback: feature,
        featureComebackOther: featureIsOther ? featureOther : null,
        npsScore: nps,
        suggestions: suggestions.trim() === '' ? null : suggestions,
        language: currentLocale(),
      },
      {
        onSuccess: (status) => {
          toast.success(t('feedback.toast.thanks'));
          onAnswered(status);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            toast.error(t('feedback.toast.notLoggedIn'));
          } else if (error instanceof ApiError && error.code === 'feedback_already_answered') {
            const date = error.details.nextAnswerAt;
            toast.error(
              t('errors.feedback_already_answered', {
                date: date ? formatLongDate(date, i18n.language) : '',
              }),
            );
            void refreshStatus();
          } else if (error instanceof ApiError) {
            toast.error(t('feedback.toast.failed'), {
              description: commonErrorMessage(t, error) ?? undefined,
            });
          } else {
            toast.error(t('feedback.toast.unexpected'));
          }
        },
      },
    );
  }

  return (
    <Card className="min-w-0">
      <form className="space-y-8 p-4 sm:p-6" onSubmit={send} noValidate data-testid="survey-form">
        <ChoiceGroup
          name="reason"
          legend={t('feedback.reason.legend')}
          options={FEEDBACK_REASONS.map((value) => ({
            value,
            label: t(`feedback.reason.${value}`),
          }))}
          value={reason}
          onChange={setReason}
        >
          {reasonIsOther && (
            <OtherText
              id="survey-reason-other"
              label={t('feedback.reason.otherLabel')}
              value={reasonOther}
              onChange={setReasonOther}
            />
          )}
        </ChoiceGroup>

        <ChoiceGroup
          name="feature"
          legend={t('feedback.feature.legend')}
          options={FEEDBACK_FEATURES.map((value) => ({
            value,
            label: t(`feedback.feature.${value}`),
          }))}
          value={feature}
          onChange={setFeature}
        >
          {featureIsOther && (
            <OtherText
              id="survey-feature-other"
              label={t('feedback.feature.otherLabel')}
              value={featureOther}
              onChange={setFeatureOther}
            />
          )}
        </ChoiceGroup>

        <div className="min-w-0 space-y-2">
          <p id={npsLegend} className="mb-2 font-semibold">
            {t('feedback.nps.legend')}
          </p>
          <NpsScale
            legendId={npsLegend}
            value={nps}
            onChange={setNps}
            lowLabel={t('feedback.nps.low')}
            highLabel={t('feedback.nps.high')}
          />
        </div>

        <div className="space-y-1">
          <label htmlFor="survey-suggestions" className="font-semibold">
            {t('feedback.suggestions')}
          </label>
          <Textarea
            id="survey-suggestions"
            value={suggestions}
            onChange={(event) => setSuggestions(event.target.value)}
            maxLength={FEEDBACK_SUGGESTIONS_MAX}
            aria-describedby="survey-suggestions-count"
          />
          <Counter
            id="survey-suggestions-count"
            length={suggestions.length}
            max={FEEDBACK_SUGGESTIONS_MAX}
          />
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <Button
            type="submit"
            disabled={!complete || submit.isPending}
            aria-describedby={complete ? undefined : missingId}
            data-testid="survey-send"
          >
            {submit.isPending && <Spinner className="h-4 w-4" />}
            {submit.isPending ? t('feedback.sending') : t('feedback.send')}
          </Button>
          {!complete && (
            <p id={missingId} className="text-sm text-muted-foreground">
              {t('feedback.missing')}
            </p>
          )}
        </div>
      </form>
    </Card>
  );
}
