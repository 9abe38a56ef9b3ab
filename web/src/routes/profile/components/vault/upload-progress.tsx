/** How much of the file has been sent, as a bar and as a number (announced politely). */
export function UploadProgress({ percent }: { percent: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm">
        <span id="upload-progress-label">Uploading</span>
        <span aria-live="polite">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
