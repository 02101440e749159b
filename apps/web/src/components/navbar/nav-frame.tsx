import type { ReactNode } from 'react';
import { Logo } from './logo';

interface NavFrameProps {
  /** The bar's links from the md breakpoint up. */
  bar: ReactNode;
  /** The menu that holds them below it. */
  menu: ReactNode;
}

/** The sticky navigation bar around the visitor's or the signed-in person's links. */
export function NavFrame({ bar, menu }: NavFrameProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4"
      >
        <Logo />
        <div className="hidden items-center gap-2 md:flex">{bar}</div>
        {menu}
      </nav>
    </header>
  );
}
