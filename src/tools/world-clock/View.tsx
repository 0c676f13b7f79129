import { ArrowDown, ArrowUp, Moon, Sun, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button, ErrorAlert, KeyValueList } from '../../kit';
import { TimeZoneField } from '../../kit/TimeZoneField';
import { DateInputs, DateScreen, LOCALE_INPUT, QuietNote, textInput, useClock, useLocale } from '../../kit/datetime';
import type { DateBodyProps, DateInput } from '../../kit/datetime';
import { offsetText, seasonText } from '../../lib/time/zone-text';
import { browserZone } from '../../lib/time/zones';
import { usePreferences } from '../../state/preferences';
import {
  addLine,
  clockFace,
  DAY_STARTS,
  describeZone,
  NIGHT_STARTS,
  parseCities,
  removeLine,
  SAMPLE_INPUT,
  swapLines,
  type City,
  type ClockZone,
} from './core';

const NS_PER_MINUTE = 60_000_000_000n;

/** A first list for someone who has none: where they are, and UTC. */
function startingCities(): string {
  const local = browserZone();
  return local === 'UTC' ? 'UTC' : `${local}\nUTC`;
}

/** The user's saved list, or the starting one. */
function savedOrStartingCities(): string {
  return usePreferences.getState().worldClockCities?.join('\n') || startingCities();
}

const DEFAULTS = { input: '', locale: '' };

type State = typeof DEFAULTS;

const INPUTS: readonly DateInput<State>[] = [
  textInput(
    'input',
    'Cities, one a line',
    undefined,
    'A zone id (Europe/Paris) or a city (Paris) a line. The list is kept in this browser.',
    { rows: 5, stacked: true },
  ),
  LOCALE_INPUT,
];

export default function WorldClockView() {
  // A new tab starts from the list the user kept; the state (this tab's session, a share link) wins over it.
  const defaults = useMemo(() => ({ ...DEFAULTS, input: savedOrStartingCities() }), []);
  const clear = { input: startingCities(), locale: '' };
  return <DateScreen defaults={defaults} sample={{ input: SAMPLE_INPUT }} clear={clear} tick={1000} body={Clocks} />;
}

function Clocks(props: DateBodyProps<State>) {
  const { state, update } = props;
  // One clock for every clock, so they tick together.
  const { localZone, nowNs } = useClock();
  // Offsets, DST and the next change are worked out once a minute; each second only formats the time.
  const minuteNs = (nowNs / NS_PER_MINUTE) * NS_PER_MINUTE;
  const list = useMemo(() => parseCities(state.input), [state.input]);
  const locale = useLocale(state.locale);
  const zones = useMemo(
    () => list.cities.map((city) => describeZone(city.zone, minuteNs, localZone)),
    [list, minuteNs, localZone],
  );

  // Every change to the list is the user's preference for next time: the zones it names, in order. The list
  // the screen opened with is not a change: a shared link, or the starting list of someone who never edits,
  // is not written over what they keep.
  const setWorldClockCities = usePreferences((preferences) => preferences.setWorldClockCities);
  const openedWith = useRef(state.input);
  const edited = useRef(false);
  useEffect(() => {
    if (!edited.current && state.input === openedWith.current) return;
    edited.current = true;
    setWorldClockCities(list.cities.map((city) => city.zone));
  }, [state.input, list, setWorldClockCities]);

  const edit = (input: string) => update({ input });
  const add = (zone: string) => {
    if (!list.cities.some((city) => city.zone === zone)) edit(addLine(state.input, zone));
  };

  return (
    <>
      <DateInputs legend="Cities" inputs={INPUTS} {...props}>
        {/* The offsets in its list move on whole minutes only. */}
        <TimeZoneField label="Add a city" value="" onChange={add} nowNs={minuteNs} />
      </DateInputs>
      {list.problems.length > 0 && (
        <ErrorAlert title={list.problems.length === 1 ? 'A line is not a city' : 'Some lines are not cities'}>
          <ul className="flex flex-col gap-1">
            {list.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </ErrorAlert>
      )}
      {list.cities.length === 0 ? (
        <p className="text-sm">No cities yet: add one above.</p>
      ) : (
        <section aria-label="Clocks" className="flex flex-col gap-2">
          <QuietNote>
            Offsets are from your zone, {localZone}. Day is {String(DAY_STARTS).padStart(2, '0')}:00 to {NIGHT_STARTS}
            :00 local time.
          </QuietNote>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {list.cities.map((city, index) => (
              <ClockCard
                key={city.zone}
                city={city}
                zone={zones[index]!}
                nowNs={nowNs}
                locale={locale}
                previous={list.cities[index - 1]}
                next={list.cities[index + 1]}
                onEdit={edit}
                input={state.input}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function ClockCard({
  city,
  zone,
  nowNs,
  locale,
  previous,
  next,
  input,
  onEdit,
}: {
  city: City;
  zone: ClockZone;
  nowNs: bigint;
  locale: string | undefined;
  previous: City | undefined;
  next: City | undefined;
  input: string;
  onEdit: (input: string) => void;
}) {
  const face = clockFace(zone.zone, nowNs, locale);
  const change = zone.next;
  const DayIcon = zone.day ? Sun : Moon;
  // Move up and down swap the city's line with its neighbour's; there is none to swap with at either end.
  const actions = [
    {
      title: 'Move up',
      label: `Move ${zone.zone} up`,
      Icon: ArrowUp,
      edited: previous && (() => swapLines(input, previous.line, city.line)),
    },
    {
      title: 'Move down',
      label: `Move ${zone.zone} down`,
      Icon: ArrowDown,
      edited: next && (() => swapLines(input, city.line, next.line)),
    },
    { title: 'Remove', label: `Remove ${zone.zone}`, Icon: X, edited: () => removeLine(input, city.line) },
  ];
  return (
    <li
      aria-label={zone.zone}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold break-words">{zone.place}</h2>
          <p className="text-xs break-words text-gray-700 dark:text-gray-300">{zone.zone}</p>
        </div>
        <div className="flex gap-1">
          {actions.map(({ title, label, Icon, edited }) => (
            <Button
              key={title}
              variant="ghost"
              size="sm"
              aria-label={label}
              title={title}
              disabled={edited === undefined}
              onClick={() => edited && onEdit(edited())}
              icon={<Icon aria-hidden className="h-4 w-4" />}
            />
          ))}
        </div>
      </div>
      <p className="font-mono text-2xl font-semibold tabular-nums">
        <time>{face.time}</time>
      </p>
      <p>{face.date}</p>
      <KeyValueList
        items={[
          {
            label: 'Offset',
            value: `${offsetText(zone.offset, zone.abbreviation)} · ${zone.fromLocal === 'same as local' ? 'same as local' : `${zone.fromLocal} from local`}`,
          },
          {
            label: 'Now',
            value: (
              <span className="flex items-center gap-1">
                <DayIcon aria-hidden className="h-4 w-4" />
                {zone.day ? 'Day' : 'Night'} · {seasonText(zone.dst)}
              </span>
            ),
          },
          {
            label: 'Next change',
            value: change
              ? `${change.kind}: ${change.before} → ${change.after} (UTC${change.fromOffset} → UTC${change.toOffset})`
              : 'none: this zone has no DST or other change to come',
          },
        ]}
      />
    </li>
  );
}
