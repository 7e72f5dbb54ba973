/**
 * The /integrations "API" tab against the server (issue 17): the organization's API keys and
 * webhook endpoints, and each endpoint's delivery log. Changes put the server's answer into the
 * cached lists so the screen follows without a second request.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiKeyListResponse,
  CreateApiKeyRequest,
  CreateApiKeyResponse,
  CreateWebhookEndpointRequest,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryListResponse,
  WebhookEndpointListResponse,
  WebhookEndpointSecretResponse,
  WebhookDeliveryView,
  WebhookEndpointView,
} from '@leadatlas/shared';
import { api, retryUnlessClientError } from '../../lib/api';

/** webhookEndpointResponseSchema and webhookTestResponseSchema's shapes. */
type WebhookEndpointResponse = { endpoint: WebhookEndpointView };
type WebhookTestResponse = { delivery: WebhookDeliveryView };

export const developerApiKeys = {
  keys: (orgId: string) => ['api-keys', orgId] as const,
  endpoints: (orgId: string) => ['webhook-endpoints', orgId] as const,
  deliveries: (orgId: string, endpointId: string) =>
    ['webhook-endpoints', orgId, endpointId, 'deliveries'] as const,
};

const org = (orgId: string) => `/api/organizations/${encodeURIComponent(orgId)}`;
const keysPath = (orgId: string) => `${org(orgId)}/api-keys`;
const endpointsPath = (orgId: string) => `${org(orgId)}/webhook-endpoints`;
const endpointPath = (orgId: string, endpointId: string) =>
  `${endpointsPath(orgId)}/${encodeURIComponent(endpointId)}`;

// ── API keys ──────────────────────────────────────────────────────────────────────────────

export function useApiKeys(orgId: string | undefined) {
  return useQuery({
    queryKey: developerApiKeys.keys(orgId ?? ''),
    queryFn: () => api<ApiKeyListResponse>(keysPath(orgId!)),
    enabled: Boolean(orgId),
    retry: retryUnlessClientError,
  });
}

/** The answer holds the whole key: the dialog shows it once; the list gets the key's view. */
export function useCreateApiKey(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateApiKeyRequest) =>
      api<CreateApiKeyResponse>(keysPath(orgId), { body: request }),
    onSuccess: ({ key }) =>
      client.setQueryData<ApiKeyListResponse>(developerApiKeys.keys(orgId), (current) =>
        current ? { ...current, keys: [key, ...current.keys] } : current,
      ),
  });
}

/** Revoked at once; the key stays listed with its revocation time. */
export function useRevokeApiKey(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      api<{ ok: true }>(`${keysPath(orgId)}/${encodeURIComponent(keyId)}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: developerApiKeys.keys(orgId) }),
  });
}

// ── Webhook endpoints ─────────────────────────────────────────────────────────────────────

export function useWebhookEndpoints(orgId: string | undefined) {
  return useQuery({
    queryKey: developerApiKeys.endpoints(orgId ?? ''),
    queryFn: () => api<WebhookEndpointListResponse>(endpointsPath(orgId!)),
    enabled: Boolean(orgId),
    retry: retryUnlessClientError,
  });
}

/** Puts one endpoint's new view into the cached list (first when it is new). */
function useReplaceEndpoint(orgId: string) {
  const client = useQueryClient();
  return (endpoint: WebhookEndpointView) =>
    client.setQueryData<WebhookEndpointListResponse>(
      developerApiKeys.endpoints(orgId),
      (current) => {
        if (!current) return current;
        const known = current.endpoints.some((item) => item.id === endpoint.id);
        return {
          ...current,
          endpoints: known
            ? current.endpoints.map((item) => (item.id === endpoint.id ? endpoint : item))
            : [endpoint, ...current.endpoints],
        };
      },
    );
}

/** The answer holds the signing secret: shown once by the dialog. */
export function useCreateWebhookEndpoint(orgId: string) {
  const replace = useReplaceEndpoint(orgId);
  return useMutation({
    mutationFn: (request: CreateWebhookEndpointRequest) =>
      api<WebhookEndpointSecretResponse>(endpointsPath(orgId), { body: request }),
    onSuccess: ({ endpoint }) => replace(endpoint),
  });
}

export function useUpdateWebhookEndpoint(orgId: string) {
  const replace = useReplaceEndpoint(orgId);
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateWebhookEndpointRequest }) =>
      api<WebhookEndpointResponse>(endpointPath(orgId, id), { method: 'PATCH', body: changes }),
    onSuccess: ({ endpoint }) => replace(endpoint),
  });
}

export function useDeleteWebhookEndpoint(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      api<{ ok: true }>(endpointPath(orgId, endpointId), { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: developerApiKeys.endpoints(orgId) }),
  });
}

/** A new secret, shown once; the old one keeps signing beside it for a while. */
export function useRotateWebhookSecret(orgId: string) {
  const replace = useReplaceEndpoint(orgId);
  return useMutation({
    mutationFn: (endpointId: string) =>
      api<WebhookEndpointSecretResponse>(`${endpointPath(orgId, endpointId)}/rotate-secret`, {
        body: {},
      }),
    onSuccess: ({ endpoint }) => replace(endpoint),
  });
}

/** Sends `webhook.test` now; the answer is the delivery with the endpoint's reply. */
export function useSendTestEvent(orgId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: string) =>
      api<WebhookTestResponse>(`${endpointPath(orgId, endpointId)}/test`, { body: {} }),
    onSuccess: (_data, endpointId) => {
      void client.invalidateQueries({ queryKey: developerApiKeys.deliveries(orgId, endpointId) });
      void client.invalidateQueries({ queryKey: developerApiKeys.endpoints(orgId), exact: true });
    },
  });
}

/** Newest first, the last 50; read again while one is still pending (retries are coming). */
export function useWebhookDeliveries(orgId: string, endpointId: string, enabled: boolean) {
  return useQuery({
    queryKey: developerApiKeys.deliveries(orgId, endpointId),
    queryFn: () =>
      api<WebhookDeliveryListResponse>(`${endpointPath(orgId, endpointId)}/deliveries`),
    enabled,
    retry: retryUnlessClientError,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((item) => item.status === 'pending') ? 5000 : false,
  });
}
