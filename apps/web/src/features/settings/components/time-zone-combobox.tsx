import { Check, ChevronDown, Globe } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { FieldShell, describedBy, inputClasses } from '../../../components/field-shell';
import { filterTimeZones } from '../model/time-zones';
import { PROFILE_TEXTS as T } from '../settings-texts';

interface TimeZoneComboboxProps {
  label: string;
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  zones: readonly string[];
  /** The browser's own zone: offered first and marked "(your browser)". */
  suggested: string | null;
  error?: string | undefined;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A searchable list of IANA zones (the WAI-ARIA combobox pattern): type to filter, arrow keys to
 * move, Enter to choose, Escape to close. Text typed but not chosen is dropped on leaving.
 */
export function TimeZoneCombobox({
  label,
  value,
  onChange,
  onBlur,
  zones,
  suggested,
  error,
  hint,
  inputRef,
}: TimeZoneComboboxProps) {
  const id = useId();
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  // null while the person is not typing: the field then shows the chosen zone.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const options = useMemo(() => {
    if (query) return filterTimeZones(zones, query);
    return suggested ? [suggested, ...zones.filter((zone) => zone !== suggested)] : [...zones];
  }, [zones, query, suggested]);

  useEffect(() => {
    if (open && active >= 0) {
      document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [open, active, id]);

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const choose = (zone: string) => {
    onChange(zone);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };
  const selectedIndex = () => options.indexOf(value);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) openAt(Math.max(selectedIndex(), 0));
      else setActive((index) => Math.min(index + 1, last));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openAt(selectedIndex() >= 0 ? selectedIndex() : last);
      else setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      // Choosing from the list must not submit the form around it.
      event.preventDefault();
      const zone = options[active];
      if (zone) choose(zone);
    } else if (event.key === 'Escape' && (open || query !== null)) {
      event.preventDefault();
      if (open) setOpen(false);
      else setQuery(null);
    }
  };

  const onInputBlur = () => {
    // An exact name typed in full counts as a choice; anything else goes back to the saved zone.
    const typed = query?.trim().toLowerCase();
    const exact = typed ? zones.find((zone) => zone.toLowerCase() === typed) : undefined;
    if (exact && exact !== value) onChange(exact);
    setQuery(null);
    setOpen(false);
    onBlur?.();
  };

  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <Globe
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          ref={inputRef}
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, error ? undefined : hint)}
          autoComplete="off"
          spellCheck={false}
          value={query ?? value}
          onChange={(event) => {
            setQuery(event.target.value);
            openAt(event.target.value.trim() ? 0 : -1);
          }}
          onClick={() => (open ? setOpen(false) : openAt(selectedIndex()))}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
          className={`${inputClasses(Boolean(error))} pr-10 pl-9`}
        />
        <ChevronDown
          aria-hidden="true"
          className={`pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-400 transition ${open ? 'rotate-180' : ''}`}
        />
        <div
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-slate-200 bg-white p-1 shadow-lg shadow-slate-200/70"
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            // An empty listbox is announced as broken; the sentence below speaks instead.
            hidden={options.length === 0}
            className="max-h-64 overflow-y-auto"
          >
            {open &&
              options.map((zone, index) => (
                <li
                  key={zone}
                  id={optionId(index)}
                  role="option"
                  aria-selected={zone === value}
                  // Keeps focus in the field, so its blur does not close the list first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(zone)}
                  onMouseMove={() => setActive(index)}
                  className={`flex cursor-pointer items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm break-all ${
                    index === active ? 'bg-indigo-50 text-indigo-700' : 'text-slate-700'
                  }`}
                >
                  <span>
                    {zone}
                    {zone === suggested && (
                      <span className="ml-1 text-slate-500">(your browser)</span>
                    )}
                  </span>
                  {zone === value && <Check aria-hidden="true" className="size-4 shrink-0" />}
                </li>
              ))}
          </ul>
          {open && options.length === 0 && (
            <p className="px-3 py-2 text-sm text-slate-500">{T.noZones}</p>
          )}
        </div>
        <p aria-live="polite" className="sr-only">
          {open && query ? T.zonesFound(options.length) : ''}
        </p>
      </div>
    </FieldShell>
  );
}
