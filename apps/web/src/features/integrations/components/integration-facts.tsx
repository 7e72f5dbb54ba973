import { useTranslation } from 'react-i18next';
import type { IntegrationView } from '@leadatlas/shared';
import { formatRelative } from '../../../lib/format';

/** What a connection is connected to, who connected it and when it was last used. */
export function IntegrationFacts({ view }: { view: IntegrationView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const pipedriveHost = view.companyDomain ? `${view.companyDomain}.pipedrive.com` : null;
  const facts: { key: string; label: string; value: string; mono?: boolean }[] = [];
  if (view.accountLabel)
    facts.push({
      key: 'account',
      label: t('integrations.facts.account'),
      value: view.accountLabel,
    });
  if (pipedriveHost && pipedriveHost !== view.accountLabel)
    facts.push({ key: 'domain', label: t('integrations.facts.domain'), value: pipedriveHost });
  if (view.campaign)
    facts.push({
      key: 'campaign',
      label: t('integrations.facts.campaign'),
      value: view.campaign.name,
    });
  if (view.webhookUrl)
    facts.push({
      key: 'url',
      label: t('integrations.facts.url'),
      value: view.webhookUrl,
      mono: true,
    });
  if (view.secretHint)
    facts.push({
      key: 'secret',
      label: t('integrations.facts.secret'),
      value: view.secretHint,
      mono: true,
    });

  return (
    <div className="space-y-2 text-sm" data-testid="integration-facts">
      {facts.length > 0 && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          {facts.map((fact) => (
            <div key={fact.key} className="contents">
              <dt className="text-muted-foreground">{fact.label}</dt>
              <dd
                className={fact.mono ? 'font-mono text-xs leading-5 break-all' : 'break-words'}
                data-testid={`fact-${fact.key}`}
              >
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-muted-foreground">
        {view.connectedAt &&
          (view.connectedBy
            ? t('integrations.facts.connectedBy', {
                name: view.connectedBy,
                when: formatRelative(view.connectedAt, lang),
              })
            : t('integrations.facts.connectedAt', {
                when: formatRelative(view.connectedAt, lang),
              }))}
        {view.connectedAt && ' · '}
        {view.lastUsedAt
          ? t('integrations.facts.lastUsed', { when: formatRelative(view.lastUsedAt, lang) })
          : t('integrations.facts.neverUsed')}
      </p>
    </div>
  );
}
