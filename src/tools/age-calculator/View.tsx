import { Gift, Hourglass } from 'lucide-react';
import { useMemo } from 'react';
import type { Choice } from '../../kit';
import { CautionNotes, DateScreen, Outcome, readUnlessBlank, ResultPanel, useClock, useZone } from '../../kit/datetime';
import { DateInputs, type DateBodyProps, type DateInput } from '../../kit/datetime';
import { choiceInput, LOCALE_INPUT, textInput, zoneInput } from '../../kit/datetime';
import { usableLocale } from '../../lib/locale';
import { ageRows, ageTitle, computeAge, nextBirthdayRows, SAMPLE_INPUT, type Age, type LeapRule } from './core';

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
  const title = ageTitle(age, locale);
  return (
    <>
      <CautionNotes notes={age.birthNote ? [age.birthNote] : []} />
      <ResultPanel title={title} icon={Hourglass} label="Age" items={ageRows(age, locale)} announce={title} />
      <ResultPanel
        title={age.isBirthday ? 'Happy birthday! The next one' : 'Next birthday'}
        icon={Gift}
        label="Next birthday"
        items={nextBirthdayRows(age, nowNs, locale)}
      />
    </>
  );
}
