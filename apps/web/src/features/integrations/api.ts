/**
 * Integrations against the API (issue 14): the active organization's connections, and the
 * pushes of a search's leads to them. Connecting, testing and disconnecting replace the card
 * in the list cache, so every screen showing it (the page, the dashboard, the wizard, the
 * results) follows.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignListResponse,
  CampaignProvider,
  ConnectIntegrationRequest,
  ConnectIntegrationResponse,
  CreatePushRequest,
  IntegrationListResponse,
  IntegrationProvider,
  IntegrationResponse,
  IntegrationView,
  PushListResponse,
  PushResponse,
} from '@leadatlas/shared';
import { api, apiFile, retryUnlessClientError } from '../../lib/api';
import { saveBlob } from '../../lib/save-file';
import { searchKeys } from '../../api/searches';

export const integrationKeys = {
  list: (orgId: string) => ['integrations', orgId] as const,
  campaigns: (orgId: string, provider: CampaignProvider) =>
    ['integrations', orgId, provider, 'campaigns'] as const,
  pushes: (searchId: string) => ['pushes', searchId] as const,
};

const base = (orgId: string) => `/api/organizations/${encodeURIComponent(orgId)}/integrations`;
const one = (orgId: string, provider: IntegrationProvider) => `${base(orgId)}/${provider}`;

export function useIntegrations(orgId: string | undefined) {
  return useQuery({
    queryKey: integrationKeys.list(orgId ?? ''),
    queryFn: () => api<IntegrationListResponse>(base(orgId!)),
    enabled: Boolean(orgId),
    retry: retryUnlessClientError,
  });
}

/** Puts the server's new view of one connection into the cached list. */
function useReplaceCard(orgId: string) {
  const client = useQueryClient();
  return (integration: IntegrationView) =>
    client.setQueryData<IntegrationListResponse>(integrationKeys.list(orgId), (current) =>
      current
        ? {
            ...current,
            integrations: current.integrations.map((item) =>
              item.provider === integration.provider ? integration : item,
            ),
          }
        : current,
    );
}

/** PUT: the server tests the credentials against the service, then saves them. */
export function useConnectIntegration(orgId: string) {
  const replace = useReplaceCard(orgId);
  return useMutation({
    mutationFn: (request: ConnectIntegrationRequest) =>
      api<ConnectIntegrationResponse>(one(orgId, request.provider), {
        method: 'PUT',
        body: request,
      }),
    onSuccess: (data) => replace(data.integration),
  });
}

/** POST …/campaigns: checks a key that is not saved yet and lists its campaigns. */
export function useCheckCampaignKey(orgId: string, provider: CampaignProvider) {
  return useMutation({
    mutationFn: (apiKey: string) =>
      api<CampaignListResponse>(`${one(orgId, provider)}/campaigns`, { body: { apiKey } }),
  });
}

/** GET …/campaigns: the campaigns of the saved key (to change campaign). */
export function useSavedCampaigns(orgId: string, provider: CampaignProvider, enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.campaigns(orgId, provider),
    queryFn: () => api<CampaignListResponse>(`${one(orgId, provider)}/campaigns`),
    enabled,
    retry: retryUnlessClientError,
    staleTime: 0,
  });
}

export function useChangeCampaign(orgId: string, provider: CampaignProvider) {
  const replace = useReplaceCard(orgId);
  return useMutation({
    mutationFn: (campaignId: string) =>
      api<IntegrationResponse>(one(orgId, provider), { method: 'PATCH', body: { campaignId } }),
    onSuccess: (data) => replace(data.integration),
  });
}

/** POST …/test: the answer is the card with its new state (connected, or error and why). */
export function useTestIntegration(orgId: string) {
  const replace = useReplaceCard(orgId);
  return useMutation({
    mutationFn: (provider: IntegrationProvider) =>
      api<IntegrationResponse>(`${one(orgId, provider)}/test`, { body: {} }),
    onSuccess: (data) => replace(data.integration),
  });
}

export function useDisconnectIntegration(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (provider: IntegrationProvider) =>
      api<{ ok: true }>(one(orgId, provider), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: integrationKeys.list(orgId) }),
  });
}

/** While a push moves, its report is read again this often. */
export const PUSH_REFRESH_MS = 2000;

/**
 * A search's push reports, newest first. `follow`: read them again every 2 s (a push is
 * queued, running or waiting, or the search's automatic push is still to come).
 */
export function usePushes(searchId: string, follow: (pushes: PushListResponse) => boolean) {
  return useQuery({
    queryKey: integrationKeys.pushes(searchId),
    queryFn: () => api<PushListResponse>(`/api/searches/${encodeURIComponent(searchId)}/pushes`),
    enabled: Boolean(searchId),
    retry: retryUnlessClientError,
    refetchInterval: (query) =>
      query.state.data && follow(query.state.data) ? PUSH_REFRESH_MS : false,
  });
}

export function useStartPush(searchId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreatePushRequest) =>
      api<PushResponse>(`/api/searches/${encodeURIComponent(searchId)}/pushes`, {
        body: request,
      }),
    onSuccess: ({ push }) => {
      client.setQueryData<PushListResponse>(integrationKeys.pushes(searchId), (current) => ({
        pushes: [push, ...(current?.pushes ?? []).filter((item) => item.id !== push.id)],
      }));
      // The search's summary (and history) list its pushes too.
      void client.invalidateQueries({ queryKey: searchKeys.detail(searchId) });
      void client.invalidateQueries({ queryKey: ['searches', 'list'] });
    },
  });
}

/** The failed and skipped leads of a push, with the reason, saved as a CSV file. */
export async function downloadFailedLeads(pushId: string): Promise<string> {
  const response = await apiFile(`/api/pushes/${encodeURIComponent(pushId)}/failed.csv`);
  const file = `push_${pushId}_failed.csv`;
  saveBlob(await response.blob(), file);
  return file;
}
