import type { DocumentSummary } from '@futurefund/core';
import { useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs';
import { useDocuments } from '../../api/documents';
import { LoadError } from '../load-error';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentList, type DocumentAction } from './document-list';
import { TextDocumentForm } from './text-document-form';
import { UploadDocumentForm } from './upload-document-form';
import { VaultUsage } from './vault-usage';
import { ViewDocumentDialog } from './view-document-dialog';

/** Product §2 Document Vault: usage, the documents, and the two ways to add one. */
export function DocumentVault() {
  const documents = useDocuments();
  const [open, setOpen] = useState<{ action: DocumentAction; document: DocumentSummary } | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const closeDialog = () => {
    setOpen(null);
    // A deleted row takes its button with it: keep focus in the vault, not at the page top.
    queueMicrotask(() => {
      if (document.activeElement === document.body) sectionRef.current?.focus();
    });
  };
  return (
    <section
      ref={sectionRef}
      id="documents"
      tabIndex={-1}
      aria-labelledby="documents-heading"
      className="rounded-lg"
    >
      <Card>
        <CardHeader>
          <CardTitle as="h2" id="documents-heading">
            Document Vault
          </CardTitle>
          <CardDescription>
            Resumes, essays and transcripts, stored encrypted and ready for your applications.
          </CardDescription>
          {documents.data ? <VaultUsage documents={documents.data} /> : null}
        </CardHeader>
        <CardContent className="grid gap-6">
          {documents.isPending ? <Spinner label="Loading your documents…" /> : null}
          {documents.isError ? (
            <LoadError
              title="Your documents could not be loaded"
              text="Please check your connection and try again."
              onRetry={() => void documents.refetch()}
              isRetrying={documents.isFetching}
            />
          ) : null}
          {documents.data?.length === 0 ? (
            <div className="rounded-lg border border-dashed p-6 text-center">
              <p className="font-medium">No documents yet</p>
              <p className="text-sm text-muted-foreground">
                Write or upload your resume, essays or transcripts below to keep them in one place.
              </p>
            </div>
          ) : null}
          {documents.data?.length ? (
            <DocumentList
              documents={documents.data}
              onAction={(action, target) => setOpen({ action, document: target })}
            />
          ) : null}
          <AddDocument />
        </CardContent>
      </Card>
      {open?.action === 'view' ? <ViewDocumentDialog document={open.document} onClose={closeDialog} /> : null}
      {open?.action === 'delete' ? (
        <DeleteDocumentDialog document={open.document} onClose={closeDialog} />
      ) : null}
    </section>
  );
}

function AddDocument() {
  return (
    <div className="grid gap-3 border-t pt-6">
      <h3 className="text-base font-semibold">Add a document</h3>
      <Tabs defaultValue="text">
        <TabsList aria-label="How to add a document" className="w-full sm:w-fit">
          <TabsTrigger value="text">Write text</TabsTrigger>
          <TabsTrigger value="file">Upload a file</TabsTrigger>
        </TabsList>
        <TabsContent value="text" className="mt-4">
          <TextDocumentForm />
        </TabsContent>
        <TabsContent value="file" className="mt-4">
          <UploadDocumentForm />
        </TabsContent>
      </Tabs>
    </div>
  );
}
