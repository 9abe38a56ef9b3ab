import {
  documentMessages,
  documentsApi,
  endpointUrl,
  type CreateDocument,
  type DocumentSummary,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../hooks/use-toast';
import { ApiError, api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';
import { sendUpload, uploadForm } from './upload-request';

// The Document Vault's calls (product §7): list, one document with its content, add, delete.

export const documentsQuery = endpointQuery(documentsApi.list);

export function useDocuments() {
  return useQuery(documentsQuery);
}

/** Product §2: the content is fetched only when a document is opened. */
export const documentQuery = (id: number) => endpointQuery(documentsApi.get, { params: { id } });

/** A file answer: the server names the file and sets its type. */
export const documentDownloadUrl = (id: number) => endpointUrl(documentsApi.download, { params: { id } });

/** The server's own words ("413: …") when it answered, else the screen's fallback sentence. */
export const failureText = (error: Error, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

function useVaultWrite() {
  const queryClient = useQueryClient();
  return {
    onSuccess: async () => {
      toast({ title: documentMessages.uploadedTitle, description: documentMessages.uploaded });
      await queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey });
    },
    onError: (error: Error) =>
      toast({
        title: documentMessages.uploadFailedTitle,
        description: failureText(error, documentMessages.uploadFailed),
        variant: 'destructive',
      }),
  };
}

/** POST /api/documents: a document written as text. */
export function useCreateDocument() {
  return useMutation<DocumentSummary, Error, CreateDocument>({
    mutationFn: (body) => api(documentsApi.create, { body }),
    ...useVaultWrite(),
  });
}

export type UploadInput = { fields: { name: string; type: string; tags: string }; file: File };

/** POST /api/documents/upload, with the percentage sent so far (null when nothing is uploading). */
export function useUploadDocument() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation<DocumentSummary, Error, UploadInput>({
    mutationFn: ({ fields, file }) => {
      setProgress(0);
      return sendUpload(uploadForm(fields, file), setProgress);
    },
    ...useVaultWrite(),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, number>({
    mutationFn: (id) => api(documentsApi.remove, { params: { id } }),
    onSuccess: async (_, id) => {
      toast({ title: documentMessages.deletedTitle });
      queryClient.removeQueries({ queryKey: documentQuery(id).queryKey, exact: true });
      await queryClient.invalidateQueries({ queryKey: documentsQuery.queryKey });
    },
    onError: (error) =>
      toast({
        title: documentMessages.deleteFailedTitle,
        description: failureText(error, documentMessages.deleteFailed),
        variant: 'destructive',
      }),
  });
}
