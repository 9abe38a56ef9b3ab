import { supportApi, type SupportMessageRequest } from '@futurefund/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { endpointQuery } from '../../lib/api-query';

/** The support address (SUPPORT_EMAIL) as the server is configured. */
export const useSupportContact = () => useQuery(endpointQuery(supportApi.contact));

export const useSendSupportMessage = () =>
  useMutation({ mutationFn: (body: SupportMessageRequest) => api(supportApi.send, { body }) });
