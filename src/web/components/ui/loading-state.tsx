import { LoaderCircle } from 'lucide-react';

/** A spinner with a visible line of text, announced politely ('Loading platform...'). */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 p-6">
      <LoaderCircle aria-hidden="true" className="size-8 text-brand-700 motion-safe:animate-spin" />
      <p className="font-semibold text-slate-900">{text}</p>
    </div>
  );
}

export function DashboardLoading() {
  return <LoadingState text="Loading dashboard..." />;
}

export function PlatformLoading() {
  return <LoadingState text="Loading platform..." />;
}

/** One line of text in place of a part of a page that is still loading, announced politely. */
export function InlineLoading({ text }: { text: string }) {
  return (
    <p role="status" className="text-slate-600 text-sm">
      {text}
    </p>
  );
}
