import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { canonicalZone, listZones, searchZones, type ZoneMatch } from '../lib/time/zones';
import { fieldClasses } from './Fields';

interface TimeZoneFieldProps {
  label: string;
  /** The chosen zone, by id. */
  value: string;
  onChange: (zone: string) => void;
  /** The instant (epoch nanoseconds) whose offsets and abbreviations the options show: the caller's clock. */
  nowNs: bigint;
  disabled?: boolean;
}

/** Matches shown while typing; a longer list is no help, and the first few are the good ones. */
const MATCH_LIMIT = 50;
const NS_PER_MINUTE = 60_000_000_000n;

/**
 * The combobox's state and keys: what is typed, whether the list is open, which option is active, and what
 * each key does (see TimeZoneField).
 */
function useZoneCombobox({
  value,
  onChange,
  nowNs,
  listId,
}: Pick<TimeZoneFieldProps, 'value' | 'onChange' | 'nowNs'> & { listId: string }) {
  /** What the user has typed since the field last showed the value; null while it shows the value. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // Offsets only change on whole minutes, so a clock that ticks each second need not redo the list.
  const nowMinute = nowNs / NS_PER_MINUTE;
  const browsing = draft === null;
  const query = draft ?? '';
  // Matches are worked out for any typed text; the whole list only while it is shown.
  const options = useMemo(
    () =>
      open || !browsing
        ? searchZones(query, nowMinute * NS_PER_MINUTE, browsing ? listZones().length : MATCH_LIMIT)
        : [],
    [open, query, browsing, nowMinute],
  );
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  const activeIndex = expanded && active < options.length ? active : -1;
  const activeId = activeIndex >= 0 ? optionId(activeIndex) : undefined;

  // The first search works out every zone's names, countries and offsets (a few hundred milliseconds, once);
  // better while the page is idle than on the first keystroke.
  useEffect(() => {
    const warmUp = () => searchZones('', nowMinute * NS_PER_MINUTE, 0);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(warmUp, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(warmUp, 500);
    return () => clearTimeout(timer);
  }, [nowMinute]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (zone: string) => {
    if (zone !== value) onChange(zone);
    setDraft(null);
    close();
  };

  /** Takes the typed text if it names a zone; puts the field back otherwise. */
  const commitDraft = () => {
    const zone = draft === null ? null : canonicalZone(draft);
    if (zone) choose(zone);
    else {
      setDraft(null);
      close();
    }
  };

  /** Opens the whole list (when nothing is typed) with the current zone active, or the matches. */
  const openList = (fallback: 'first' | 'last') => {
    setOpen(true);
    const current = browsing ? listZones().indexOf(value) : -1;
    const count = browsing ? listZones().length : options.length;
    setActive(current >= 0 ? current : fallback === 'first' ? 0 : count - 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        if (!expanded) {
          event.preventDefault();
          if (event.altKey) setOpen(true);
          else openList('first');
        } else if (!event.altKey) move(activeIndex + 1);
        return;
      case 'ArrowUp':
        if (!expanded) {
          event.preventDefault();
          openList('last');
        } else if (event.altKey) {
          event.preventDefault();
          if (activeIndex >= 0) choose(options[activeIndex]!.zone);
        } else move(activeIndex <= 0 ? 0 : activeIndex - 1);
        return;
      case 'Home':
        if (expanded) move(0);
        return;
      case 'End':
        if (expanded) move(last);
        return;
      case 'Enter':
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          choose(options[activeIndex]!.zone);
        } else if (draft !== null) {
          event.preventDefault();
          commitDraft();
        }
        return;
      case 'Escape':
        // Handled here, so a dialog around the field stays open.
        if (open || draft !== null) {
          event.preventDefault();
          event.stopPropagation();
          if (open) close();
          else setDraft(null);
        }
        return;
    }
  };

  const noMatches = open && !browsing && query.trim() !== '' && options.length === 0;

  const type = (text: string) => {
    setDraft(text);
    setOpen(true);
    setActive(text.trim() === '' ? -1 : 0);
  };

  return {
    draft,
    open,
    options,
    expanded,
    activeIndex,
    activeId,
    noMatches,
    query,
    optionId,
    setActive,
    choose,
    commitDraft,
    openList,
    onKeyDown,
    type,
  };
}

/**
 * A time zone chooser: a combobox (ARIA 1.2, list autocomplete) that finds zones by id or old alias, city,
 * country, abbreviation or offset, as `searchZones` does. Typing filters and makes the best match active,
 * so Enter takes it; arrows, Home and End move through the list, Escape closes it (and, closed, puts the
 * field back). Leaving the field keeps what was typed if it names a zone (`US/Eastern` becomes
 * America/New_York) and otherwise puts the field back, so the value is always a zone. Temporal must be
 * loaded, as it is on every date and time tool's screen.
 */
export function TimeZoneField({ label, value, onChange, nowNs, disabled }: TimeZoneFieldProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const statusId = useId();
  const combobox = useZoneCombobox({ value, onChange, nowNs, listId });
  const { draft, open, options, expanded, activeIndex, activeId, noMatches, query } = combobox;

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="relative w-full min-w-0 sm:w-80">
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-describedby={noMatches ? `${hintId} ${statusId}` : hintId}
          className={`${fieldClasses} w-full`}
          value={draft ?? value}
          disabled={disabled}
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="off"
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => combobox.type(event.target.value)}
          onKeyDown={combobox.onKeyDown}
          onBlur={combobox.commitDraft}
          onClick={() => {
            if (!open) combobox.openList('first');
          }}
        />
        <span id={hintId} className="sr-only">
          Type a city, country, zone, abbreviation such as IST, or offset such as +05:30.
        </span>
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          hidden={!expanded}
          // The list never takes focus: pressing on it (an option, its scroll bar) leaves it in the field.
          onMouseDown={(event) => event.preventDefault()}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-gray-300 bg-white py-1 text-sm text-gray-900 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
        >
          {options.map((match, index) => (
            <ZoneOption
              key={match.zone}
              id={combobox.optionId(index)}
              match={match}
              active={index === activeIndex}
              current={match.zone === value}
              onHover={() => combobox.setActive(index)}
              onChoose={() => combobox.choose(match.zone)}
            />
          ))}
        </ul>
        <p
          id={statusId}
          role="status"
          className={
            noMatches
              ? 'absolute inset-x-0 top-full z-30 mt-1 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-600 shadow-lg dark:border-gray-700 dark:bg-gray-900 dark:text-gray-300'
              : 'sr-only'
          }
        >
          {noMatches ? `No time zone matches “${query.trim()}”.` : ''}
        </p>
      </div>
    </div>
  );
}

/** One zone in the list: its id, where it is, and its offset and abbreviation now. */
function ZoneOption({
  id,
  match,
  active,
  current,
  onHover,
  onChoose,
}: {
  id: string;
  match: ZoneMatch;
  active: boolean;
  current: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const place = [match.city, ...match.countries].filter(Boolean).join(', ');
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Spelled out, with pauses: names computed from the spans would run the parts together.
      aria-label={[match.zone, place, `${match.offset} ${match.abbreviation}`].filter(Boolean).join(', ')}
      onMouseMove={active ? undefined : onHover}
      onClick={onChoose}
      className={`flex cursor-pointer items-start justify-between gap-3 px-2 py-1.5 ${
        active ? 'bg-blue-100 text-blue-950 dark:bg-blue-950 dark:text-blue-50' : ''
      }`}
    >
      <span className="min-w-0">
        <span className={`block break-words ${current ? 'font-semibold' : 'font-medium'}`}>{match.zone}</span>
        {place && <span className="block text-xs text-gray-600 dark:text-gray-300">{place}</span>}
      </span>
      <span className="shrink-0 text-right font-mono text-xs whitespace-nowrap">
        {match.offset} <span className="text-gray-600 dark:text-gray-300">{match.abbreviation}</span>
      </span>
    </li>
  );
}
