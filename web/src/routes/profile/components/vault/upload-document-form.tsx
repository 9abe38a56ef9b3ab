import { DOCUMENT_FILE_MAX_BYTES, documentMessages, vaultAccept } from '@futurefund/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { useUploadDocument } from '../../api/documents';
import { emptyDocumentFields, uploadFieldsResolver } from '../../model/document-forms';
import { nameFromFile } from '../../model/vault';
import { DocumentTypeField } from './document-type-field';
import { TagsField } from './tags-field';
import { UploadProgress } from './upload-progress';

/** Product §5: a too-large or missing file is refused here, before any byte is sent. */
function fileProblem(file: File | null): string | undefined {
  if (!file) return documentMessages.fileRequired;
  if (file.size > DOCUMENT_FILE_MAX_BYTES) return documentMessages.fileTooLarge;
  return undefined;
}

/** "Upload a file": PDF, DOCX, PNG, JPEG or TXT, sent as multipart with a progress bar. */
export function UploadDocumentForm() {
  const upload = useUploadDocument();
  // A new key gives a fresh, empty file input after an upload (its value cannot be set).
  const [fileKey, setFileKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const { register, handleSubmit, reset, setValue, getValues, formState } = useForm({
    resolver: uploadFieldsResolver,
    defaultValues: emptyDocumentFields,
  });
  const { errors } = formState;

  function choose(next: File | null) {
    // The file's own name is the likely document name; one the student typed stays.
    const previous = file ? nameFromFile(file.name) : '';
    if (next && (getValues('name').trim() === '' || getValues('name') === previous)) {
      setValue('name', nameFromFile(next.name), { shouldValidate: formState.isSubmitted });
    }
    setFile(next);
    setFileError(next ? fileProblem(next) : undefined);
  }

  const submit = handleSubmit((fields) => {
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem || !file) return;
    // The tags go as typed: the server splits and trims them (product §5).
    const input = { fields: { name: fields.name, type: fields.type, tags: getValues('tags') }, file };
    upload.mutate(input, {
      onSuccess: () => {
        reset();
        setFile(null);
        setFileKey((key) => key + 1);
      },
    });
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
      <Field label="File" hint="PDF, Word (.docx), PNG, JPEG or plain text, up to 10 MB" error={fileError}>
        {(field) => (
          <Input
            {...field}
            key={fileKey}
            type="file"
            accept={vaultAccept}
            className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Document name" error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} />}
        </Field>
        <DocumentTypeField registration={register('type')} error={errors.type?.message} />
      </div>
      <TagsField registration={register('tags')} error={errors.tags?.message} />
      {upload.progress !== null ? <UploadProgress percent={upload.progress} /> : null}
      <Button type="submit" className="justify-self-start" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload document'}
      </Button>
    </form>
  );
}
