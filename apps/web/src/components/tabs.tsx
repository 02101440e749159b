import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MORE_AFTER, MORE_BEFORE, useScrollEdges } from './use-scroll-edges';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** Names the tab list for assistive technology. */
  label: string;
  idPrefix: string;
}

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export const TABS_TEXTS = {
  scrollBack: 'Show earlier tabs',
  scrollOn: 'Show more tabs',
} as const;

/** Brings a tab fully into view inside the scroller, clear of the edge fades. */
function revealTab(list: HTMLElement, tab: HTMLElement, margin: number): void {
  const start = tab.offsetLeft - margin;
  const end = tab.offsetLeft + tab.offsetWidth + margin - list.clientWidth;
  if (list.scrollLeft > start) list.scrollLeft = Math.max(0, start);
  else if (list.scrollLeft < end) list.scrollLeft = end;
}

/** Scrolls the bar by its own width less the two edge fades, so no tab is skipped unseen. */
function scrollAlong(list: HTMLElement, direction: 1 | -1, margin: number): void {
  list.scrollLeft += direction * Math.max(list.clientWidth - 2 * margin, margin);
}

const EDGE_PX = 40;

interface ScrollEdgeProps {
  side: 'before' | 'after';
  shown: boolean;
  onClick: () => void;
}

/**
 * An edge of the tab bar that hides tabs: a fade that says "more this way" and an arrow that
 * scrolls there. Out of the tab order: keyboard users move with the arrow keys, which select
 * (and so reveal) the next tab.
 */
function ScrollEdge({ side, shown, onClick }: ScrollEdgeProps) {
  if (!shown) return null;
  const before = side === 'before';
  const Icon = before ? ChevronLeft : ChevronRight;
  return (
    <div
      className={`pointer-events-none absolute top-0 bottom-px flex w-12 items-center ${
        before ? 'left-0 justify-start bg-gradient-to-r' : 'right-0 justify-end bg-gradient-to-l'
      } from-white via-white/90 to-transparent`}
    >
      <button
        type="button"
        tabIndex={-1}
        onClick={onClick}
        aria-label={before ? TABS_TEXTS.scrollBack : TABS_TEXTS.scrollOn}
        className="pointer-events-auto inline-flex size-8 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm hover:bg-slate-50"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the whole list (roving tabindex), arrow keys,
 * Home and End move between tabs and select them. Where the tabs do not fit (a phone), the bar
 * scrolls sideways and shows which side hides more, with arrows to get there.
 */
export function Tabs<T extends string>({
  items,
  selected,
  onSelect,
  label,
  idPrefix,
}: TabsProps<T>) {
  const [list, setList] = useState<HTMLDivElement | null>(null);
  const edges = useScrollEdges(list);

  // The open tab (say from ?tab=export on a phone) must not start out of view.
  useEffect(() => {
    const tab = document.getElementById(tabId(idPrefix, selected));
    if (list && tab) revealTab(list, tab, EDGE_PX);
  }, [list, idPrefix, selected]);

  const scrollPage = (direction: 1 | -1) => {
    if (list) scrollAlong(list, direction, EDGE_PX);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = items[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    document.getElementById(tabId(idPrefix, next.id))?.focus();
  };

  return (
    <div className="relative -mx-4 sm:mx-0">
      <div
        ref={setList}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="relative flex gap-1 overflow-x-auto scroll-px-12 border-b border-slate-200 px-4 [scrollbar-width:none] motion-safe:scroll-smooth sm:px-0"
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              id={tabId(idPrefix, item.id)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={tabPanelId(idPrefix, item.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.id)}
              className={`relative -mb-px inline-flex shrink-0 items-center gap-2 rounded-t-lg border-b-2 px-3.5 py-3 text-sm font-semibold whitespace-nowrap transition focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none focus-visible:ring-inset ${
                isSelected
                  ? 'border-indigo-600 text-indigo-700'
                  : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <ScrollEdge
        side="before"
        shown={(edges & MORE_BEFORE) !== 0}
        onClick={() => scrollPage(-1)}
      />
      <ScrollEdge side="after" shown={(edges & MORE_AFTER) !== 0} onClick={() => scrollPage(1)} />
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  id: string;
  children: ReactNode;
}

export function TabPanel({ idPrefix, id, children }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={tabPanelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      tabIndex={0}
      className="rounded-lg focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-4 focus-visible:outline-none"
    >
      {children}
    </div>
  );
}
