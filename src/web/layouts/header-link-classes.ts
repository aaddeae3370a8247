/** A header link; the active one is highlighted by weight and underline as well as colour. */
export const headerLinkClasses = ({ isActive }: { isActive: boolean }) =>
  [
    'block rounded-md px-3 py-2 text-base md:text-sm font-medium underline-offset-8 decoration-2',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    isActive
      ? 'bg-brand-50 font-semibold text-brand-800 underline'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  ].join(' ');

export const headerMenuClasses = (open: boolean) =>
  `${open ? 'flex' : 'hidden'} absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg md:static md:flex md:flex-row md:items-center md:border-0 md:p-0 md:shadow-none`;
