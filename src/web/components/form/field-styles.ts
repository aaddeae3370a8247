/** The invalid state also shows a text message (never colour alone). */
export const inputClasses =
  'block w-full min-h-11 rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 ' +
  'placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 ' +
  'focus-visible:outline-brand-700 aria-[invalid=true]:border-red-700 disabled:bg-slate-100';

export const labelClasses = 'text-sm font-medium text-slate-900';

export function describedBy(...ids: (string | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
