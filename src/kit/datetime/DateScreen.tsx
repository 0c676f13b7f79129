import { createContext, useContext, useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { TextField } from '../Fields';
import { Tabs } from '../Tabs';
import { TimeZoneField } from '../TimeZoneField';
import { useToolState, type StateUpdate } from '../useToolState';
import type { ToolStateRules, ToolStateShape } from '../../lib/tool-state';
import { usableLocale } from '../../lib/locale';
import { browserZone } from '../../lib/time/zones';
import { DateFrame } from './DateFrame';
import { NS_PER_MS, useTickingClock, type Clock as DateClock } from './ticking-clock';

export type { DateClock };

const ClockContext = createContext<DateClock | null>(null);

/** The date screen's clock; outside a DateScreen, the browser's zone and the time at this render. */
export function useClock(): DateClock {
  const clock = useContext(ClockContext);
  if (clock) return clock;
  const nowMs = Date.now();
  return { localZone: browserZone(), nowMs, nowNs: BigInt(nowMs) * NS_PER_MS };
}

/** A zone field's value, where empty means the browser's own zone. */
export function useZone(value: string): string {
  const { localZone } = useClock();
  return value || localZone;
}

/**
 * A locale field's value as the screen can use it: what is not a language tag is pointed out by the field
 * (LOCALE_INPUT), and meanwhile the dates and times are written in the browser's locale (undefined).
 */
export function useLocale(value: string): string | undefined {
  return useMemo(() => usableLocale(value), [value]);
}

/** The keys of a state's text fields, free text or a choice among strings. */
export type TextKey<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S] & string;

/**
 * `value` and `onChange` for a control that edits one text field of the state: `<TextField {...bind('on')} />`,
 * `<SelectField options={UNITS} {...bind('unit')} />`. A choice's key only fits a control that picks among its
 * values.
 */
export type Bind<S> = <K extends TextKey<S>>(key: K) => { value: S[K]; onChange: (value: S[K]) => void };

export interface DateBodyProps<S> {
  state: S;
  update: StateUpdate<S>;
  bind: Bind<S>;
}

export function binder<S>(state: S, update: StateUpdate<S>): Bind<S> {
  return (key) => ({ value: state[key], onChange: (value) => update({ [key]: value } as unknown as Partial<S>) });
}

interface DateScreenProps<S extends ToolStateShape> {
  /** The tool's state, kept across reloads and reset by Clear. */
  defaults: S;
  rules?: ToolStateRules<S>;
  /** What Load Sample puts in the state. */
  sample: Partial<S>;
  /** What Clear puts in the state, where it is not simply the defaults (a list the user keeps, say). */
  clear?: Partial<S>;
  /**
   * How often the clock ticks, in ms: each second for a screen that shows the time now, each minute where
   * the clock only feeds the zone list's offsets (the default).
   */
  tick?: number;
  /** The screen's body, drawn once Temporal is there. */
  body: ComponentType<DateBodyProps<S>>;
}

/**
 * A date and time tool's screen: Load Sample and Clear in the action row, then its body once Temporal has
 * loaded, with the clock (useClock) that its zone fields and "today" read.
 */
export function DateScreen<S extends ToolStateShape>({
  defaults,
  rules,
  sample,
  clear,
  tick = 60_000,
  body: Body,
}: DateScreenProps<S>) {
  const [state, update, reset] = useToolState(defaults, rules);
  return (
    <DateFrame onSample={() => update(sample)} onClear={clear ? () => update(clear) : reset}>
      <Clock tick={tick}>
        <Column>
          <Body state={state} update={update} bind={binder(state, update)} />
        </Column>
      </Clock>
    </DateFrame>
  );
}

function Clock({ tick, children }: { tick: number; children: ReactNode }) {
  const { localZone, nowMs, nowNs } = useTickingClock(tick);
  const clock = useMemo(() => ({ localZone, nowMs, nowNs }), [localZone, nowMs, nowNs]);
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The column a date screen's parts stand in, one under the other. */
export function Column({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-4">{children}</div>;
}

/** A text field for a date, a time or a duration: monospace, so digits line up and none reads as a letter. */
export function DateField(props: Omit<ComponentProps<typeof TextField>, 'monospace'>) {
  return <TextField monospace {...props} />;
}

/** A time zone picker whose empty value stands for the browser's zone, with offsets at the screen's clock. */
export function ZoneField({
  label = 'Time zone',
  value,
  onChange,
}: {
  label?: string;
  value: string;
  onChange: (zone: string) => void;
}) {
  const { nowNs } = useClock();
  return <TimeZoneField label={label} value={useZone(value)} onChange={onChange} nowNs={nowNs} />;
}

/** One of a screen's modes: its id (the state's `mode`), its tab's label and its body. */
export type ModeTab<S extends { mode: string }> = readonly [
  id: S['mode'],
  label: string,
  body: ComponentType<DateBodyProps<S>>,
];

/** A screen's modes as tabs, the one shown kept in the state's `mode`; each body gets the screen's state. */
export function ModeTabs<S extends ToolStateShape & { mode: string }>({
  label,
  modes,
  ...props
}: DateBodyProps<S> & { label: string; modes: readonly ModeTab<S>[] }) {
  const tabs = modes.map(([id, title, Body]) => ({
    id,
    label: title,
    content: (
      <Column>
        <Body {...props} />
      </Column>
    ),
  }));
  const select = (mode: string) => props.update({ mode } as Partial<S>);
  return <Tabs label={label} selected={props.state.mode} onSelect={select} tabs={tabs} />;
}
