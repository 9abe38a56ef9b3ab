import { BUILDER_LIMITS, builderMessages, type BuilderDocument, type ExportFormat } from '@futurefund/core';
import { Download, Save } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../hooks/use-toast';
import { isPremiumRequired } from '../api/builder';
import { downloadExport } from '../api/export-file';

const formatNames: Record<ExportFormat, string> = { pdf: 'PDF', docx: 'DOCX' };

/** The draft's title, Save, and the two downloads of the document exactly as shown. */
export function SaveBar({
  title,
  onTitleChange,
  document,
  onSave,
  isSaving,
  isBusy,
  onLocked,
}: {
  title: string;
  onTitleChange: (title: string) => void;
  document: BuilderDocument;
  onSave: () => void;
  isSaving: boolean;
  /** A generation is running: its text is not final, so it is neither saved nor exported. */
  isBusy: boolean;
  onLocked: () => void;
}) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const [showError, setShowError] = useState(false);
  const titleError = title.trim() === '' ? builderMessages.titleRequired : undefined;

  async function exportAs(format: ExportFormat) {
    if (titleError) return setShowError(true);
    setExporting(format);
    try {
      await downloadExport({ format, title: title.trim(), document });
    } catch (error) {
      if (isPremiumRequired(error)) onLocked();
      else
        toast({
          variant: 'destructive',
          title: builderMessages.exportFailedTitle,
          description: builderMessages.exportFailed,
        });
    } finally {
      setExporting(null);
    }
  }

  return (
    <div className="grid gap-3 rounded-lg border p-4">
      <Field label="Draft title" error={showError ? titleError : undefined}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={BUILDER_LIMITS.titleMax}
            onChange={(event) => onTitleChange(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button disabled={isSaving || isBusy} onClick={() => (titleError ? setShowError(true) : onSave())}>
          <Save aria-hidden="true" />
          {isSaving ? 'Saving…' : 'Save draft'}
        </Button>
        {(['pdf', 'docx'] as const).map((format) => (
          <Button
            key={format}
            variant="outline"
            disabled={exporting !== null || isBusy}
            onClick={() => void exportAs(format)}
          >
            <Download aria-hidden="true" />
            Download {formatNames[format]}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {exporting ? `Preparing ${formatNames[exporting]}…` : ''}
      </p>
    </div>
  );
}
