import { useState } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ApiKeyListResponse, ApiKeyView } from '@leadatlas/shared';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDateTime, formatRelative } from '../../../lib/format';
import { useRevokeApiKey } from '../api';
import { developerApiErrorMessage } from '../developer-api-errors';
import { CreateKeyDialog } from './create-key-dialog';
import { SectionCard } from './section-card';

/** The organization's keys: live ones first as the server lists them, revoked ones marked. */
export function ApiKeysCard({ orgId, list }: { orgId: string; list: ApiKeyListResponse }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const manage = list.canManage && list.allowed;
  return (
    <SectionCard
      id="api-keys"
      icon={KeyRound}
      title={t('developerApi.keys.title')}
      text={t('developerApi.keys.text')}
      action={
        manage && (
          <Button size="sm" onClick={() => setCreating(true)} data-testid="api-key-new">
            <Plus className="h-4 w-4" aria-hidden />
            {t('developerApi.keys.new')}
          </Button>
        )
      }
    >
      {list.keys.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="api-keys-empty">
          {t('developerApi.keys.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-border" data-testid="api-keys-list">
          {list.keys.map((key) => (
            <KeyRow key={key.id} orgId={orgId} apiKey={key} canRevoke={list.canManage} />
          ))}
        </ul>
      )}
      {manage && <CreateKeyDialog orgId={orgId} open={creating} onOpenChange={setCreating} />}
    </SectionCard>
  );
}

/** Revoking needs the role only: a key made before a downgrade can still be taken away. */
function KeyRow({
  orgId,
  apiKey,
  canRevoke,
}: {
  orgId: string;
  apiKey: ApiKeyView;
  canRevoke: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const revoke = useRevokeApiKey(orgId);
  const revoked = apiKey.revokedAt !== null;
  const onRevoke = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => toast.success(t('developerApi.keys.revoked', { name: apiKey.name })),
      onError: (error) =>
        toast.error(developerApiErrorMessage(t, error, 'key', t('developerApi.errors.revoke'))),
    });
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 py-3"
      data-testid="api-key-row"
      data-key-id={apiKey.id}
    >
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words" data-testid="api-key-name-cell">
            {apiKey.name}
          </span>
          <Badge
            tone={apiKey.scope === 'write' ? 'info' : 'neutral'}
            data-testid="api-key-scope-cell"
          >
            {t(`developerApi.scopes.${apiKey.scope}`)}
          </Badge>
          {revoked && (
            <Badge tone="danger" data-testid="api-key-revoked">
              {t('developerApi.keys.revokedBadge')}
            </Badge>
          )}
        </p>
        <p className="font-mono text-xs text-muted-foreground" data-testid="api-key-prefix">
          {apiKey.prefix}…
        </p>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs">
          <dt className="text-muted-foreground">{t('developerApi.keys.createdBy')}</dt>
          <dd className="break-words">
            {apiKey.createdBy?.name || apiKey.createdBy?.email || t('developerApi.keys.someone')}
            {' · '}
            <time dateTime={apiKey.createdAt} title={formatDateTime(apiKey.createdAt, lang)}>
              {formatRelative(apiKey.createdAt, lang)}
            </time>
          </dd>
          <dt className="text-muted-foreground">{t('developerApi.keys.lastUsed')}</dt>
          <dd data-testid="api-key-last-used">
            {apiKey.lastUsedAt ? (
              <time dateTime={apiKey.lastUsedAt} title={formatDateTime(apiKey.lastUsedAt, lang)}>
                {formatRelative(apiKey.lastUsedAt, lang)}
              </time>
            ) : (
              t('developerApi.keys.never')
            )}
          </dd>
          {revoked && (
            <>
              <dt className="text-muted-foreground">{t('developerApi.keys.revokedAt')}</dt>
              <dd>{formatDateTime(apiKey.revokedAt!, lang)}</dd>
            </>
          )}
        </dl>
      </div>
      {canRevoke && !revoked && (
        <ConfirmDialog
          trigger={
            <Button
              variant="outline"
              size="sm"
              disabled={revoke.isPending}
              data-testid="api-key-revoke"
            >
              {t('developerApi.keys.revoke')}
            </Button>
          }
          title={t('developerApi.keys.revokeTitle', { name: apiKey.name })}
          description={t('developerApi.keys.revokeText')}
          confirmLabel={t('developerApi.keys.revoke')}
          cancelLabel={t('developerApi.cancel')}
          onConfirm={onRevoke}
          data-testid="api-key-revoke-dialog"
        />
      )}
    </li>
  );
}
