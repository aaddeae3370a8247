/** The active link is marked by weight and underline as well as colour. */
export const headerLinkClasses = ({ isActive }: { isActive: boolean }) =>
  [
    'block whitespace-nowrap rounded-md px-3 py-2 text-base md:text-sm font-medium underline-offset-8 decoration-2',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
    isActive
      ? 'bg-brand-50 font-semibold text-brand-800 underline'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  ].join(' ');

/** Where the menu stops being a toggle: the platform header holds more, so it opens up later. */
export type MenuBreakpoint = 'md' | 'xl';

const menuClasses: Record<MenuBreakpoint, string> = {
  md: 'absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg md:static md:flex md:flex-row md:items-center md:border-0 md:p-0 md:shadow-none',
  xl: 'absolute inset-x-0 top-full flex-col gap-1 border-b border-slate-200 bg-white px-4 py-3 shadow-lg xl:static xl:flex xl:flex-row xl:items-center xl:border-0 xl:p-0 xl:shadow-none',
};

export const headerMenuClasses = (open: boolean, breakpoint: MenuBreakpoint = 'md') =>
  `${open ? 'flex' : 'hidden'} ${menuClasses[breakpoint]}`;

export const menuToggleVisibility: Record<MenuBreakpoint, string> = { md: 'md:hidden', xl: 'xl:hidden' };
