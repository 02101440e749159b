import { DEMO_SLIDE_COUNT } from '@streakwise/shared';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { Modal } from '../../../components/modal';
// NOTE: the landing page's own stylesheet leaves out the demo's classes; this brings them.
import '../../../index.css';
import { DEMO_SLIDES } from './demo-slides';
import { useDemoCarousel, usePrefersReducedMotion } from './use-demo-carousel';

export const DEMO_TEXTS = {
  title: 'See Streakwise in action',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause demo',
  play: 'Play demo',
  counter: (n: number, total: number) => `${n} of ${total}`,
} as const;

const controlClasses =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm transition hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2';

interface DemoModalProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes on close should the opener be gone (the 'Watch Demo' button). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The product demo (docs/product.md §2): five slides, previous/next wrapping around, auto-advance
 * with a play/pause toggle, Left/Right arrow keys, Escape and focus handling from Modal.
 */
export function DemoModal({ open, onClose, returnFocus }: DemoModalProps) {
  const total = Math.min(DEMO_SLIDE_COUNT, DEMO_SLIDES.length);
  const { index, playing, next, previous, togglePlaying, reset } = useDemoCarousel(total, open);
  const reducedMotion = usePrefersReducedMotion();

  const onOpen = useEffectEvent(reset);
  useEffect(() => {
    if (open) onOpen();
  }, [open]);

  const onArrow = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    if (!open) return;
    window.addEventListener('keydown', onArrow);
    return () => window.removeEventListener('keydown', onArrow);
  }, [open]);

  const motion = reducedMotion
    ? ''
    : 'transition-[opacity,translate,visibility] duration-300 ease-out';

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={DEMO_TEXTS.title}
      size="lg"
      fallbackFocus={returnFocus}
    >
      <div aria-roledescription="carousel" aria-label={DEMO_TEXTS.title}>
        {/* NOTE: every slide sits in the same grid cell, so the cell is as tall as the tallest
            slide at any width and the controls below never jump; only the current one shows. */}
        <div className="grid grid-cols-1">
          {DEMO_SLIDES.slice(0, total).map(({ title, body, Mock }, i) => {
            const current = i === index;
            return (
              <div
                key={title}
                role="group"
                aria-roledescription="slide"
                aria-label={DEMO_TEXTS.counter(i + 1, total)}
                aria-hidden={!current}
                inert={!current}
                className={`col-start-1 row-start-1 ${motion} ${
                  current ? 'visible opacity-100' : 'invisible translate-x-3 opacity-0'
                }`}
              >
                <div className="rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100 p-4 sm:p-6">
                  <Mock />
                </div>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-600">{body}</p>
              </div>
            );
          })}
        </div>
        <div className="mt-5 flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={previous}
              aria-label={DEMO_TEXTS.previous}
              className={controlClasses}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={togglePlaying}
              aria-label={playing ? DEMO_TEXTS.pause : DEMO_TEXTS.play}
              className={controlClasses}
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5" />
              )}
            </button>
            <button
              type="button"
              onClick={next}
              aria-label={DEMO_TEXTS.next}
              className={controlClasses}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="hidden gap-1.5 sm:flex">
              {DEMO_SLIDES.slice(0, total).map((item, i) => (
                <span
                  key={item.title}
                  className={`h-2 rounded-full ${reducedMotion ? '' : 'transition-all'} ${
                    i === index ? 'w-6 bg-indigo-600' : 'w-2 bg-slate-300'
                  }`}
                />
              ))}
            </span>
            <p
              data-testid="demo-counter"
              aria-live={playing ? 'off' : 'polite'}
              className="text-sm font-medium text-slate-600 tabular-nums"
            >
              {DEMO_TEXTS.counter(index + 1, total)}
            </p>
          </div>
        </div>
      </div>
    </Modal>
  );
}
