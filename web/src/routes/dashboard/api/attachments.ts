import { documentMessages, documentsApi } from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { api, isErrorCode } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';
import { applicationsQueryKey } from '../../../lib/applications-query';
import { showErrorToast } from '../../../lib/error-toast';
import { useRequestUpgrade } from '../upgrade-context';

// Vault documents attached to tracked applications (Premium, product §1). The cards carry their
// attached documents, so every change reloads the applications list.

/** The student's vault, to choose from (the same call and key the profile's vault uses). */
export const vaultDocumentsQuery = endpointQuery(documentsApi.list);

export function useVaultDocuments() {
  return useQuery(vaultDocumentsQuery);
}

type Attachment = { applicationId: number; documentId: number };

function useAttachmentChange(message: string) {
  const queryClient = useQueryClient();
  const requestUpgrade = useRequestUpgrade();
  return {
    onSuccess: async () => {
      toast({ title: message });
      await queryClient.invalidateQueries({ queryKey: applicationsQueryKey, exact: true });
    },
    onError: (error: Error) => {
      // Premium ran out since the page loaded: offer it again rather than an error.
      if (isErrorCode(error, documentsApi.attach, 'PREMIUM_REQUIRED')) requestUpgrade('documents');
      else showErrorToast(error);
    },
  };
}

export function useAttachDocument() {
  return useMutation<unknown, Error, Attachment>({
    mutationFn: ({ applicationId, documentId }) =>
      api(documentsApi.attach, { params: { id: applicationId }, body: { documentId } }),
    ...useAttachmentChange(documentMessages.attached),
  });
}

export function useDetachDocument() {
  return useMutation<unknown, Error, Attachment>({
    mutationFn: ({ applicationId, documentId }) =>
      api(documentsApi.detach, { params: { id: applicationId, documentId } }),
    ...useAttachmentChange(documentMessages.detached),
  });
}
