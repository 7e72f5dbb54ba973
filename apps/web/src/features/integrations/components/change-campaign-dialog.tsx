import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { INTEGRATION_NAMES, type CampaignProvider } from '@leadatlas/shared';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useChangeCampaign, useSavedCampaigns } from '../api';
import { integrationErrorMessage } from '../integration-errors';
import { CampaignSelect } from './campaign-select';
import { DialogError, IntegrationDialog } from './integration-dialog';

/** Another campaign for a saved Instantly or lemlist connection, from the saved key's list. */
export function ChangeCampaignDialog({
  orgId,
  provider,
  currentId,
  open,
  onOpenChange,
}: {
  orgId: string;
  provider: CampaignProvider;
  currentId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const selectId = useId();
  const campaigns = useSavedCampaigns(orgId, provider, open);
  const change = useChangeCampaign(orgId, provider);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const service = INTEGRATION_NAMES[provider];
  const value = chosen ?? currentId ?? '';
  const loadError = campaigns.isError
    ? integrationErrorMessage(t, campaigns.error, provider, t('integrations.campaignDialog.failed'))
    : null;

  const changeOpen = (next: boolean) => {
    setChosen(null);
    setError(null);
    onOpenChange(next);
  };

  const save = () => {
    if (!value || change.isPending) return;
    change.mutate(value, {
      onSuccess: (data) => {
        toast.success(
          t('integrations.campaignDialog.done', { name: data.integration.campaign?.name ?? '' }),
        );
        changeOpen(false);
      },
      onError: (failure) => {
        const message = integrationErrorMessage(
          t,
          failure,
          provider,
          t('integrations.campaignDialog.failed'),
        );
        setError(message);
        toast.error(message);
      },
    });
  };

  return (
    <IntegrationDialog
      open={open}
      onOpenChange={changeOpen}
      title={t('integrations.campaignDialog.title', { service })}
      description={t('integrations.campaignDialog.text')}
      data-testid={`campaign-${provider}`}
    >
      <div className="space-y-4">
        {campaigns.isPending ? (
          <div role="status" className="space-y-1">
            <span className="sr-only">{t('integrations.campaignDialog.loading')}</span>
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : campaigns.data && campaigns.data.campaigns.length > 0 ? (
          <CampaignSelect
            id={selectId}
            campaigns={campaigns.data.campaigns}
            value={value}
            onChange={setChosen}
          />
        ) : campaigns.data ? (
          <p className="text-sm text-warning-strong">
            {t('integrations.campaigns.none', { service })}
          </p>
        ) : null}
        <DialogError message={error ?? loadError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => changeOpen(false)}>
            {t('integrations.campaignDialog.cancel')}
          </Button>
          <Button
            onClick={save}
            disabled={!value || value === currentId || change.isPending}
            data-testid="campaign-save"
          >
            {change.isPending
              ? t('integrations.campaignDialog.saving')
              : t('integrations.campaignDialog.save')}
          </Button>
        </div>
      </div>
    </IntegrationDialog>
  );
}
