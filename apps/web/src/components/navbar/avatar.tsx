import { initialOf } from './nav-links';

export function Avatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const dimensions = size === 'lg' ? 'size-10 text-base' : 'size-9 text-sm';
  return (
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 font-semibold text-white ${dimensions}`}
    >
      {initialOf(name)}
    </span>
  );
}
