import { Button } from '../../../components/ui/button';

/** A labelled progress bar with a Cancel button while a file goes up. */
export function UploadProgress({
  label,
  progress,
  onCancel,
}: {
  label: string;
  progress: number;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-slate-700 text-sm">
        <span>Uploading {label.toLowerCase()}…</span>
        <span aria-hidden="true">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} upload progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      <div>
        <Button variant="secondary" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
