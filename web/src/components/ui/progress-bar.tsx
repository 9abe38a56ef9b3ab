import { cn } from '../../lib/utils';

type ProgressBarProps = {
  /** 0–100. */
  percent: number;
  /** The id of the visible text that names the bar. */
  labelledBy: string;
  /** A progressbar moves toward done (completion, upload); a meter is a level (storage used). */
  role?: 'progressbar' | 'meter';
  valueText?: string;
  className?: string;
};

/** A labelled horizontal bar, so every progress and level display reads the same to a screen reader. */
export function ProgressBar({
  percent,
  labelledBy,
  role = 'progressbar',
  valueText,
  className,
}: ProgressBarProps) {
  return (
    <div
      role={role}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-2 overflow-hidden rounded-full bg-muted', className)}
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
