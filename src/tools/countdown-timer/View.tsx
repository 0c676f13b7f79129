import { Bell, CalendarClock, Hourglass } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { ActionBar, Button, ErrorAlert, Panel, type StateUpdate } from '../../kit';
import { useDocumentTitle } from '../../kit/useDocumentTitle';
import { useRequiredToolId, useToolName } from '../../kit/tool-context';
import { binder, DateInputs, DateScreen, ModeTabs, QuietNote, textInput, useClock, useZone } from '../../kit/datetime';
import { ClockButton, zoneInput, type DateBodyProps, type DateInput, type ModeTab } from '../../kit/datetime';
import { useAlarm, useChime, usePageHidden } from '../../kit/datetime/alarm';
import { NotificationButton, notify, useNotificationPermission } from '../../kit/datetime/NotificationButton';
import { NS_PER_MS } from '../../kit/datetime/ticking-clock';
import type { ClockParts } from '../../lib/time/duration';
import { awayText, countdown, countdownTitle, countingNote, durationText, endText, readCountdown } from './core';
import { SAMPLE_INPUT, targetDstNote, type DateTarget, type Mode, type Status } from './core';

const MODES: readonly Mode[] = ['date', 'timer'];
const STATUSES: readonly Status[] = ['idle', 'running', 'paused', 'done'];

/**
 * The tool's state, declared once. A started countdown keeps its end instant (epoch ms), so the time left
 * is always read from the wall clock and is right after a reload or a sleeping tab; a paused one keeps
 * the time that was left. An empty zone is the browser's own.
 */
const DEFAULTS = {
  mode: 'date' as Mode,
  input: '',
  zone: '',
  duration: '',
  status: 'idle' as Status,
  endMs: 0,
  pausedMs: 0,
};
const RULES = { choices: { mode: MODES, status: STATUSES } };
type State = typeof DEFAULTS;
type Props = DateBodyProps<State>;

const QUICK_DURATIONS = ['1m', '5m', '10m', '25m', '1h'];

/** The two things a countdown is set from, as their fields show them. */
const TARGET_INPUTS: readonly DateInput<State>[] = [
  textInput(
    'input',
    'Date and time',
    'YYYY-MM-DD HH:mm',
    'Seconds are optional; a date alone means its midnight: 2030-01-01 00:00.',
  ),
  zoneInput('zone'),
];
const DURATION_INPUTS: readonly DateInput<State>[] = [
  textInput('duration', 'Duration', 'e.g. 25m', 'Units largest first (25m, 1h 30m, 90s) or a clock (1:30:00, 25:00).'),
];

export default function CountdownTimerView() {
  const sample = { mode: 'date' as Mode, input: SAMPLE_INPUT, status: 'idle' as Status };
  return <DateScreen defaults={DEFAULTS} rules={RULES} sample={sample} tick={1000} body={Countdown} />;
}

function Countdown({ state, update }: Props) {
  const toolId = useRequiredToolId();
  const toolName = useToolName();
  const { nowMs: tickMs } = useClock();
  const zone = useZone(state.zone);
  // The tick can be up to a second old when the user starts or resumes; the clock read then is newer, and
  // a 25-minute timer should not first show 25:01.
  const [actionMs, setActionMs] = useState(0);
  const nowMs = Math.max(tickMs, actionMs);
  const nowNs = BigInt(nowMs) * NS_PER_MS;
  const targetText = state.mode === 'date' ? state.input : state.duration;
  const target = useMemo(() => readCountdown(state.mode, targetText, zone), [state.mode, targetText, zone]);
  const chime = useChime();
  const [permission, setPermission] = useNotificationPermission();

  const counting = state.status === 'running' || state.status === 'paused';
  const remaining =
    state.status === 'paused'
      ? countdown(BigInt(Math.round(state.pausedMs)) * NS_PER_MS, 0n)
      : countdown(BigInt(state.endMs) * NS_PER_MS, nowNs);

  // The display moves with useNow, which rests while the tab is hidden; the alarm must not.
  useAlarm(state.status === 'running' ? state.endMs : null, () => {
    update({ status: 'done' });
    chime.play();
    notify('Time’s up', `${toolName}: the countdown reached zero.`, toolId);
  });

  useCountdownTitle(state, remaining, zone, toolName);

  const canStart =
    target !== null &&
    (target.kind === 'timer' || (target.kind === 'date' && target.endMs > nowMs)) &&
    (state.status === 'idle' || state.status === 'done');

  // Starting and resuming read the clock afresh, and make the chime in the click, for autoplay rules to allow it.
  const run = (endFrom: (nowMs: number) => number) => {
    chime.prepare();
    const startMs = Date.now();
    setActionMs(startMs);
    update({ status: 'running', endMs: endFrom(startMs), pausedMs: 0 });
  };
  const start = () => {
    if (target?.kind === 'timer') run((startMs) => startMs + target.durationMs);
    else if (target?.kind === 'date') run(() => target.endMs);
  };
  const pause = () => update({ status: 'paused', pausedMs: Math.max(0, state.endMs - Date.now()) });
  // A countdown to a date keeps its date; a timer goes on for the time it had left.
  const resume = () => run((resumeMs) => (state.mode === 'date' ? state.endMs : resumeMs + state.pausedMs));
  const resetTimer = () => update(STOPPED);
  // A changed target, duration or mode stops the countdown that was set from the old one.
  const edit: StateUpdate<State> = (change) =>
    update((current) => ({ ...(typeof change === 'function' ? change(current) : change), ...STOPPED }));

  return (
    <>
      <ModeTabs label="Count down" modes={TARGET_MODES} state={state} update={edit} bind={binder(state, edit)} />
      {target?.kind === 'error' && (
        <ErrorAlert title={state.mode === 'date' ? 'Not a date and time' : 'Not a duration'}>
          {target.message}
        </ErrorAlert>
      )}
      {target?.kind === 'date' && !counting && state.status !== 'done' && <TargetPanel target={target} nowMs={nowMs} />}
      {target?.kind === 'timer' && !counting && state.status !== 'done' && (
        <QuietNote>A timer for {durationText(target.durationMs)}.</QuietNote>
      )}
      <ActionBar label="Countdown controls">
        {(state.status === 'idle' || state.status === 'done') && (
          <ClockButton action="start" variant="primary" onClick={start} disabled={!canStart} />
        )}
        {state.status === 'running' && <ClockButton action="pause" onClick={pause} />}
        {state.status === 'paused' && <ClockButton action="resume" variant="primary" onClick={resume} />}
        {state.status !== 'idle' && <ClockButton action="reset" onClick={resetTimer} />}
        <NotificationButton
          permission={permission}
          onChange={setPermission}
          granted="A notification will show at zero."
        >
          Notify me at zero
        </NotificationButton>
      </ActionBar>
      {counting && remaining.kind === 'counting' && (
        <Panel
          title={state.status === 'paused' ? 'Paused' : 'Time left'}
          icon={Hourglass}
          label="Countdown"
          tone={state.status === 'paused' ? 'caution' : 'plain'}
        >
          <TimeLeft parts={remaining.parts} />
          <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
            {countingNote(state.status, state.endMs, zone)}
          </p>
        </Panel>
      )}
      {(state.status === 'done' || (state.status === 'running' && remaining.kind !== 'counting')) && (
        <Panel title="Time’s up!" icon={Bell} label="Countdown" tone="good">
          <TimeLeft parts={{ days: 0, hours: 0, minutes: 0, seconds: 0 }} />
          <p className="mt-3 text-sm">The countdown reached zero. Start again, or reset.</p>
        </Panel>
      )}
    </>
  );
}

const STOPPED = { status: 'idle' as Status, endMs: 0, pausedMs: 0 };

/** What to count down to: a date and time in a zone, or a duration. */
const TARGET_MODES: readonly ModeTab<State>[] = [
  ['date', 'To a date', (props) => <DateInputs legend="Target" inputs={TARGET_INPUTS} {...props} />],
  ['timer', 'Timer', TimerTarget],
];

function TimerTarget(props: Props) {
  return (
    <DateInputs legend="Timer" inputs={DURATION_INPUTS} {...props}>
      <div role="group" aria-label="Quick picks" className="flex flex-wrap gap-2">
        {QUICK_DURATIONS.map((duration) => (
          <Button key={duration} size="sm" onClick={() => props.update({ duration })}>
            {duration}
          </Button>
        ))}
      </div>
    </DateInputs>
  );
}

/** The page's title says how the countdown stands, so it shows in the tab strip while the user is elsewhere. */
function useCountdownTitle(state: State, remaining: ReturnType<typeof countdown>, zone: string, toolName: string) {
  const hidden = usePageHidden();
  const title = countdownTitle(state.status, remaining, { hidden, endMs: state.endMs, zone, toolName });
  // The shell titles the page when it opens, after this screen's first effects: so the title is set again
  // once mounted, in case the screen opens counting (after a reload).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useDocumentTitle(mounted ? title : toolName);
}

const PART_LABELS: [keyof ClockParts, string][] = [
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
];

/** Days, hours, minutes and seconds, large. Not a live region: reading out every second helps no one. */
function TimeLeft({ parts }: { parts: ClockParts }) {
  const spoken = PART_LABELS.map(([key, label]) => `${parts[key]} ${label.toLowerCase()}`).join(', ');
  return (
    <div role="timer" aria-label={spoken} className="grid grid-cols-4 gap-2 text-center">
      {PART_LABELS.map(([key, label]) => (
        <div key={key} className="rounded-lg bg-gray-100 p-2 dark:bg-gray-800" aria-hidden>
          <div className="font-mono text-3xl font-semibold tabular-nums sm:text-5xl">
            {key === 'days' ? parts[key] : String(parts[key]).padStart(2, '0')}
          </div>
          <div className="text-xs text-gray-700 uppercase dark:text-gray-300">{label}</div>
        </div>
      ))}
    </div>
  );
}

/** The target as an instant: when it is, how far off, and what a DST change does to it. */
function TargetPanel({ target, nowMs }: { target: DateTarget; nowMs: number }) {
  const away = countdown(BigInt(target.endMs) * NS_PER_MS, BigInt(nowMs) * NS_PER_MS);
  const dstNote = targetDstNote(target);
  return (
    <Panel
      title={away.kind === 'counting' ? 'Target' : 'This time has passed'}
      icon={CalendarClock}
      label="Target"
      tone={away.kind === 'counting' && target.resolution.kind === 'exact' ? 'plain' : 'caution'}
    >
      <p className="text-lg font-medium">{endText(target.endMs, target.zone, 'full')}</p>
      {dstNote && <p className="mt-2 text-sm">{dstNote}</p>}
      <p className="mt-2 text-sm">{awayText(away)}</p>
    </Panel>
  );
}
