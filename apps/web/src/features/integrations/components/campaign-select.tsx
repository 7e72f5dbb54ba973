import { useTranslation } from 'react-i18next';
import type { Campaign } from '@leadatlas/shared';
import { Select } from '../../../components/ui/select';

/** The account's campaigns to choose from, each with the service's own status word. */
export function CampaignSelect({
  id,
  campaigns,
  value,
  onChange,
}: {
  id: string;
  campaigns: readonly Campaign[];
  value: string;
  onChange: (campaignId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t('integrations.campaigns.label')}
      </label>
      <Select
        id={id}
        value={value}
        required
        data-testid="campaign-select"
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {t('integrations.campaigns.placeholder')}
        </option>
        {campaigns.map((campaign) => (
          <option key={campaign.id} value={campaign.id}>
            {campaign.status ? `${campaign.name} (${campaign.status})` : campaign.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
