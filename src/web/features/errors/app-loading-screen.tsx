import { LoaderCircle } from 'lucide-react';

/** Also the static content of index.html until the app mounts (docs/product/site.md#loading-screens). */
export function AppLoadingScreen({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center justify-center gap-2 p-6 text-center ${fullScreen ? 'min-h-dvh' : 'min-h-[50vh]'}`}
    >
      <LoaderCircle aria-hidden="true" className="size-8 text-brand-700 motion-safe:animate-spin" />
      <p className="font-semibold text-lg text-slate-900">Loading Application...</p>
      <p className="text-sm text-slate-600">If this persists, please refresh the page.</p>
    </div>
  );
}

/** The root route's HydrateFallback: shown while the first page's code loads. */
export function AppHydrateFallback() {
  return <AppLoadingScreen fullScreen />;
}
