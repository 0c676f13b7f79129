import { Gift, Hourglass } from 'lucide-react';
import { useMemo } from 'react';
import type { Choice, KeyValue } from '../../kit';
import { CautionNotes, DateScreen, Outcome, readUnlessBlank, ResultPanel, useClock, useZone } from '../../kit/datetime';
import { DateInputs, formatNumber, plural, type DateBodyProps, type DateInput } from '../../kit/datetime';
import { choiceInput, LOCALE_INPUT, textInput, zoneInput } from '../../kit/datetime';
import { usableLocale } from '../../lib/locale';
import { computeAge, countdown, LIVE_COUNTDOWN_HOURS, SAMPLE_INPUT, type Age, type LeapRule } from './core';

/** The tool's state, declared once. An empty zone is the browser's; an empty "age on" date is today. */
const DEFAULTS = { input: '', on: '', zone: '', leapRule: 'feb28' as LeapRule, locale: '' };
const RULES = { choices: { leapRule: ['feb28', 'mar1'] as LeapRule[] } };

const LEAP_CHOICES: readonly Choice<LeapRule>[] = [
  { value: 'feb28', label: '28 February', hint: 'The last day of February: the commoner rule.' },
  { value: 'mar1', label: '1 March', hint: 'The day after 28 February, as some jurisdictions count it.' },
];

const INPUTS: readonly DateInput<typeof DEFAULTS>[] = [
  textInput('input', 'Birth date', '1990-05-17', 'YYYY-MM-DD, with an optional time: 1990-05-17 08:30.'),
  zoneInput('zone'),
  textInput('on', 'Age on', 'today', 'YYYY-MM-DD; empty for today.'),
  choiceInput('leapRule', 'A 29 February birthday in a common year falls on', LEAP_CHOICES),
  LOCALE_INPUT,
];

export default function AgeCalculatorView() {
  const sample = { input: SAMPLE_INPUT, on: '' };
  return <DateScreen defaults={DEFAULTS} rules={RULES} sample={sample} tick={1000} body={Calculator} />;
}

function Calculator(props: DateBodyProps<typeof DEFAULTS>) {
  const { nowNs } = useClock();
  const zone = useZone(props.state.zone);
  const locale = usableLocale(props.state.locale);
  const { input, on, leapRule: rule } = props.state;
  const outcome = useMemo(
    () => readUnlessBlank(input, () => computeAge(input, { zone, on, nowNs, rule })),
    [input, on, rule, zone, nowNs],
  );
  return (
    <>
      <DateInputs legend="Birth" stacked inputs={INPUTS} {...props} />
      <Outcome of={outcome} errorTitle="Cannot work out this age">
        {(age) => <AgeResult age={age} nowNs={nowNs} locale={locale} />}
      </Outcome>
    </>
  );
}

function AgeResult({ age, nowNs, locale }: { age: Age; nowNs: bigint; locale: string | undefined }) {
  const title = [
    plural(age.years, 'year', locale),
    plural(age.months, 'month', locale),
    plural(age.days, 'day', locale),
  ];
  return (
    <>
      <CautionNotes notes={age.birthNote ? [age.birthNote] : []} />
      <ResultPanel
        title={title.join(', ')}
        icon={Hourglass}
        label="Age"
        items={ageItems(age, locale)}
        announce={title.join(', ')}
      />
      <NextBirthday age={age} nowNs={nowNs} locale={locale} />
    </>
  );
}

function ageItems(age: Age, locale: string | undefined): KeyValue[] {
  const weekDays = age.weekDays > 0 ? `, ${plural(age.weekDays, 'day', locale)}` : '';
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
    { label: 'Months', value: formatNumber(age.totalMonths, locale) },
    { label: 'Weeks', value: `${plural(age.totalWeeks, 'week', locale)}${weekDays}` },
    { label: 'Days', value: formatNumber(age.totalDays, locale) },
    {
      label: 'Hours',
      value: `${formatNumber(age.totalHours, locale)}${age.birthHasTime ? '' : ' (from the start of the birth day)'}`,
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
  const title = age.isBirthday ? 'Happy birthday! The next one' : 'Next birthday';
  return <ResultPanel title={title} icon={Gift} label="Next birthday" items={items} />;
}
