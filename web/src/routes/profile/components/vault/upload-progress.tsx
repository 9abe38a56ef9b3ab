import { ProgressBar } from '../../../../components/ui/progress-bar';

/** How much of the file has been sent, as a bar and as a number (announced politely). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span id="upload-progress-label">Uploading</span>
        <span aria-live="polite">{percent}%</span>
      </div>
      <ProgressBar percent={percent} labelledBy="upload-progress-label" />
    </div>
  );
}
