import { Gift, Hourglass, TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import {
  ActionBar,
  ChoiceGroup,
  ClearButton,
  ErrorAlert,
  KeyValueList,
  LoadSampleButton,
  LocaleField,
  OptionsBox,
  Panel,
  TextField,
  useNow,
  useToolState,
  type Choice,
  type KeyValue,
  attempt,
} from '../../kit';
import { TimeZoneField } from '../../kit/TimeZoneField';
import { TemporalReady } from '../../kit/TemporalReady';
import { browserZone } from '../../lib/time/zones';
import { computeAge, countdown, LIVE_COUNTDOWN_HOURS, SAMPLE_INPUT, type Age, type LeapRule } from './core';
import { usableLocale } from '../../lib/locale';

const RULES_OF_LEAP: readonly LeapRule[] = ['feb28', 'mar1'];

/** The tool's state, declared once. An empty zone is the browser's; an empty "age on" date is today. */
const DEFAULTS = { input: '', on: '', zone: '', leapRule: 'feb28' as LeapRule, locale: '' };

type State = typeof DEFAULTS;

const RULES = { choices: { leapRule: RULES_OF_LEAP } };

const LEAP_CHOICES: readonly Choice<LeapRule>[] = [
  { value: 'feb28', label: '28 February', hint: 'The last day of February: the commoner rule.' },
  { value: 'mar1', label: '1 March', hint: 'The day after 28 February, as some jurisdictions count it.' },
];

export default function AgeCalculatorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT, on: '' })} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <TemporalReady>
        <Calculator state={state} update={update} />
      </TemporalReady>
    </>
  );
}

function plural(count: number, unit: string, locale: string | undefined): string {
  return `${new Intl.NumberFormat(locale).format(count)} ${unit}${count === 1 ? '' : 's'}`;
}

function Calculator({ state, update }: { state: State; update: (change: Partial<State>) => void }) {
  const localZone = useMemo(browserZone, []);
  const zone = state.zone || localZone;
  const locale = usableLocale(state.locale);
  const nowMs = useNow(1000);
  const nowNs = BigInt(nowMs) * 1_000_000n;
  const outcome = useMemo(() => {
    if (state.input.trim() === '') return null;
    return attempt(() => computeAge(state.input, { zone, on: state.on, nowNs, rule: state.leapRule }));
  }, [state.input, state.on, state.leapRule, zone, nowNs]);
  const age = outcome?.value;

  return (
    <div className="flex flex-col gap-4">
      <OptionsBox legend="Birth" stacked>
        <TextField
          label="Birth date"
          value={state.input}
          onChange={(input) => update({ input })}
          monospace
          placeholder="1990-05-17"
          hint="YYYY-MM-DD, with an optional time: 1990-05-17 08:30."
        />
        <TimeZoneField label="Time zone" value={zone} onChange={(picked) => update({ zone: picked })} nowNs={nowNs} />
        <TextField
          label="Age on"
          value={state.on}
          onChange={(on) => update({ on })}
          monospace
          placeholder="today"
          hint="YYYY-MM-DD; empty for today."
        />
        <ChoiceGroup
          legend="A 29 February birthday in a common year falls on"
          choices={LEAP_CHOICES}
          value={state.leapRule}
          onChange={(leapRule) => update({ leapRule })}
        />
        <LocaleField value={state.locale} onChange={(value) => update({ locale: value })} />
      </OptionsBox>
      {outcome?.error !== undefined && <ErrorAlert title="Cannot work out this age">{outcome.error}</ErrorAlert>}
      {age?.birthNote && (
        <Panel title="Read with care" tone="caution" icon={TriangleAlert} label="Notes">
          <p className="text-sm">{age.birthNote}</p>
        </Panel>
      )}
      {age && (
        <Panel
          title={`${plural(age.years, 'year', locale)}, ${plural(age.months, 'month', locale)}, ${plural(age.days, 'day', locale)}`}
          icon={Hourglass}
          label="Age"
        >
          <KeyValueList label="Age" items={ageItems(age, locale)} />
        </Panel>
      )}
      {age && <NextBirthday age={age} nowNs={nowNs} locale={locale} />}
    </div>
  );
}

function ageItems(age: Age, locale: string | undefined): KeyValue[] {
  const number = new Intl.NumberFormat(locale);
  return [
    {
      label: 'Born',
      value: age.birthHasTime
        ? age.birth.toLocaleString(locale, { dateStyle: 'full', timeStyle: 'short' })
        : age.birth.toPlainDate().toLocaleString(locale, { dateStyle: 'full' }),
    },
    {
      label: 'Age on',
      value: `${age.onDate.toLocaleString(locale, { dateStyle: 'full' })}${age.onToday ? ' (today)' : ''}`,
    },
    { label: 'Months', value: number.format(age.totalMonths) },
    {
      label: 'Weeks',
      value: `${plural(age.totalWeeks, 'week', locale)}${age.weekDays > 0 ? `, ${plural(age.weekDays, 'day', locale)}` : ''}`,
    },
    { label: 'Days', value: number.format(age.totalDays) },
    {
      label: 'Hours',
      value: `${number.format(age.totalHours)}${age.birthHasTime ? '' : ' (from the start of the birth day)'}`,
    },
  ];
}

function NextBirthday({ age, nowNs, locale }: { age: Age; nowNs: bigint; locale: string | undefined }) {
  const { next } = age;
  const left = countdown(next.moment.epochNanoseconds, nowNs);
  const live = age.onToday && next.moment.epochNanoseconds - nowNs < BigInt(LIVE_COUNTDOWN_HOURS) * 3_600_000_000_000n;
  const two = (value: number) => String(value).padStart(2, '0');
  const items: KeyValue[] = [
    { label: 'Date', value: next.date.toLocaleString(locale, { dateStyle: 'long' }) },
    { label: 'Weekday', value: next.date.toLocaleString(locale, { weekday: 'long' }) },
    { label: 'Turning', value: String(next.turning) },
    {
      label: 'Countdown',
      value: live ? (
        <span className="font-mono" aria-live="off">
          {left.days * 24 + left.hours} h {two(left.minutes)} m {two(left.seconds)} s
        </span>
      ) : (
        `${plural(next.daysUntil, 'day', locale)}${age.onToday ? '' : ` from ${age.onDate.toString()}`}`
      ),
    },
  ];
  if (age.leapRule) items.push({ label: 'Leap day', value: age.leapRule });
  return (
    <Panel title={age.isBirthday ? 'Happy birthday! The next one' : 'Next birthday'} icon={Gift} label="Next birthday">
      <KeyValueList label="Next birthday" items={items} />
    </Panel>
  );
}
