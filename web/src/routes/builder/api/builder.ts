import {
  builderApi,
  builderMessages,
  type CreateDraft,
  type Draft,
  type EndpointInput,
  type UpdateDraft,
} from '@futurefund/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../hooks/use-toast';
import { ApiError, api } from '../../../lib/api-client';
import { endpointQuery } from '../../../lib/api-query';

// The builder's JSON calls (ADR 029). Generation streams (generate-stream.ts); exports are files
// (export-file.ts).

/** Every builder call answers 403 PREMIUM_REQUIRED without Premium; the page then shows its gate. */
export const isPremiumRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.code === 'PREMIUM_REQUIRED';

/** The server's message without the "<status>: " prefix api-client adds for generic toasts. */
export const serverText = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message.replace(/^\d{3}: /, '') : fallback;

export const useBuilderStatus = () => useQuery({ ...endpointQuery(builderApi.status), retry: false });
export const useStarter = () => useQuery({ ...endpointQuery(builderApi.starter), retry: false });
export const useDrafts = () => useQuery({ ...endpointQuery(builderApi.listDrafts), retry: false });
export const useDraft = (id: number | null) =>
  useQuery({
    ...endpointQuery(builderApi.getDraft, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    retry: false,
  });

function useRefreshDrafts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [builderApi.listDrafts.path] });
}

/** Toasts a failure in the server's words; a Premium refusal goes to the page's gate instead. */
function failureHandler(onLocked: () => void, title: string) {
  return (error: Error) => {
    if (isPremiumRequired(error)) onLocked();
    else toast({ variant: 'destructive', title, description: serverText(error, 'Please try again.') });
  };
}

export type SaveInput = { id: number | null; body: CreateDraft };

/** A new draft is created; an opened one gets a new version of its document (PATCH). */
export function useSaveDraft(onLocked: () => void) {
  const refresh = useRefreshDrafts();
  return useMutation({
    mutationFn: ({ id, body }: SaveInput): Promise<Draft> => {
      if (id === null) return api(builderApi.createDraft, { body });
      const update: UpdateDraft = { title: body.title, document: body.document, generation: body.generation };
      return api(builderApi.updateDraft, { params: { id }, body: update });
    },
    onSuccess: async () => {
      toast({ title: builderMessages.saved });
      await refresh();
    },
    onError: failureHandler(onLocked, 'Could not save'),
  });
}

export function useUpdateDraft(onLocked: () => void) {
  const refresh = useRefreshDrafts();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateDraft }) =>
      api(builderApi.updateDraft, { params: { id }, body }),
    onSuccess: async (_draft, { body }) => {
      if (body.title !== undefined) toast({ title: builderMessages.renamed });
      await refresh();
    },
    onError: failureHandler(onLocked, 'Could not update the draft'),
  });
}

export function useDuplicateDraft(onLocked: () => void) {
  const refresh = useRefreshDrafts();
  return useMutation({
    mutationFn: ({ id, asTemplate }: { id: number; asTemplate: boolean }) =>
      api(builderApi.duplicateDraft, { params: { id }, body: { asTemplate } }),
    onSuccess: async (_draft, { asTemplate }) => {
      toast({ title: asTemplate ? builderMessages.savedAsTemplate : builderMessages.duplicated });
      await refresh();
    },
    onError: failureHandler(onLocked, 'Could not copy the draft'),
  });
}

export function useDeleteDraft(onLocked: () => void) {
  const refresh = useRefreshDrafts();
  return useMutation({
    mutationFn: (id: number) => api(builderApi.deleteDraft, { params: { id } }),
    onSuccess: async () => {
      toast({ title: builderMessages.deleted });
      await refresh();
    },
    onError: failureHandler(onLocked, 'Could not delete the draft'),
  });
}

export function useFitCheck(onLocked: () => void) {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof builderApi.fitCheck>['body']) =>
      api(builderApi.fitCheck, { body }),
    onError: failureHandler(onLocked, 'Fit check failed'),
  });
}

export function useFactCheck(onLocked: () => void) {
  return useMutation({
    mutationFn: (body: EndpointInput<typeof builderApi.factCheck>['body']) =>
      api(builderApi.factCheck, { body }),
    onError: failureHandler(onLocked, 'Fact check failed'),
  });
}
