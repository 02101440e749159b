/** A link of the bar itself, highlighted while its page is shown. */
export const barLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
    isActive
      ? 'bg-indigo-50 text-indigo-700'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900'
  }`;

/** A row of the mobile menu's panel. */
export const menuRowClasses =
  'flex items-center gap-3 rounded-lg px-3 py-3 text-base font-medium text-slate-700 ' +
  'hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500';
