import { Moon, Sun } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { ErrorAlert, KeyValueList, NoteList } from '../../kit';
import { DateInputs, DateScreen, LOCALE_INPUT, QuietNote, textInput, useClock, useLocale } from '../../kit/datetime';
import type { DateBodyProps, DateInput } from '../../kit/datetime';
import { AddZoneField, ZoneCards } from '../../kit/datetime/ZoneCards';
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
  startingCities,
  swapLines,
  zoneFacts,
  type ClockZone,
} from './core';

const NS_PER_MINUTE = 60_000_000_000n;

/** The user's saved list, or the starting one. */
function savedOrStartingCities(): string {
  return usePreferences.getState().worldClockCities?.join('\n') || startingCities(browserZone());
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
  const clear = { input: startingCities(browserZone()), locale: '' };
  return <DateScreen defaults={defaults} sample={{ input: SAMPLE_INPUT }} clear={clear} tick={1000} body={Clocks} />;
}

function Clocks(props: DateBodyProps<State>) {
  const { state, update } = props;
  // One clock for every clock, so they tick together.
  const { localZone, nowNs } = useClock();
  // Offsets, DST and the next change are worked out once a minute; each second only formats the time.
  const minuteNs = (nowNs / NS_PER_MINUTE) * NS_PER_MINUTE;
  const list = useMemo(() => parseCities(state.input), [state.input]);
  const { cities } = list;
  const locale = useLocale(state.locale);
  const zones = useMemo(
    () => cities.map((city) => describeZone(city.zone, minuteNs, localZone)),
    [cities, minuteNs, localZone],
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
    setWorldClockCities(cities.map((city) => city.zone));
  }, [state.input, cities, setWorldClockCities]);

  const edit = (input: string) => update({ input });
  const cards = cities.map((city, index) => ({
    zone: city.zone,
    title: zones[index]!.place,
    subtitle: city.zone,
    body: <ClockFace zone={zones[index]!} nowNs={nowNs} locale={locale} />,
  }));

  return (
    <>
      <DateInputs legend="Cities" inputs={INPUTS} {...props}>
        <AddZoneField
          label="Add a city"
          zones={cities.map((city) => city.zone)}
          onAdd={(zone) => edit(addLine(state.input, zone))}
        />
      </DateInputs>
      {list.problems.length > 0 && (
        <ErrorAlert title={list.problems.length === 1 ? 'A line is not a city' : 'Some lines are not cities'}>
          <NoteList notes={list.problems} />
        </ErrorAlert>
      )}
      {cities.length === 0 ? (
        <p className="text-sm">No cities yet: add one above.</p>
      ) : (
        <section aria-label="Clocks" className="flex flex-col gap-2">
          <QuietNote>
            Offsets are from your zone, {localZone}. Day is {String(DAY_STARTS).padStart(2, '0')}:00 to {NIGHT_STARTS}
            :00 local time.
          </QuietNote>
          <ZoneCards
            cards={cards}
            wide
            onRemove={(index) => edit(removeLine(state.input, cities[index]!.line))}
            onSwap={(index) => edit(swapLines(state.input, cities[index - 1]!.line, cities[index]!.line))}
          />
        </section>
      )}
    </>
  );
}

/** A clock's time and date, ticking each second, and its zone's offset, day or night, and next change. */
function ClockFace({ zone, nowNs, locale }: { zone: ClockZone; nowNs: bigint; locale: string | undefined }) {
  const face = clockFace(zone.zone, nowNs, locale);
  const facts = zoneFacts(zone);
  const DayIcon = zone.day ? Sun : Moon;
  const now = (
    <span className="flex items-center gap-1">
      <DayIcon aria-hidden className="h-4 w-4" />
      {facts.now}
    </span>
  );
  return (
    <>
      <p className="font-mono text-2xl font-semibold tabular-nums">
        <time>{face.time}</time>
      </p>
      <p>{face.date}</p>
      <KeyValueList
        items={[
          { label: 'Offset', value: facts.offset },
          { label: 'Now', value: now },
          { label: 'Next change', value: facts.nextChange },
        ]}
      />
    </>
  );
}
