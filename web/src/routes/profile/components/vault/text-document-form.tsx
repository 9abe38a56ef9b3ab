import { useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { TextArea } from '../../../../components/ui/textarea';
import { useCreateDocument } from '../../api/documents';
import { emptyDocumentFields, textDocumentResolver } from '../../model/document-forms';
import { DocumentTypeField } from './document-type-field';
import { TagsField } from './tags-field';

/** "Write text": a document typed or pasted in (POST /api/documents). */
export function TextDocumentForm() {
  const create = useCreateDocument();
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: textDocumentResolver,
    defaultValues: { ...emptyDocumentFields, content: '' },
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((body) => create.mutate(body, { onSuccess: () => reset() }))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Document name" error={errors.name?.message}>
          {(field) => <Input {...field} {...register('name')} />}
        </Field>
        <DocumentTypeField registration={register('type')} error={errors.type?.message} />
      </div>
      <Field label="Content" error={errors.content?.message}>
        {(field) => <TextArea {...field} rows={8} {...register('content')} />}
      </Field>
      <TagsField registration={register('tags')} error={errors.tags?.message} />
      <Button type="submit" className="justify-self-start" disabled={create.isPending}>
        {create.isPending ? 'Saving…' : 'Save document'}
      </Button>
    </form>
  );
}
