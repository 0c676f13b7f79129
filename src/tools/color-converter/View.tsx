/**
 * A screen of its own, built from the kit: one colour in, every notation out (no input and output panes fit
 * a single value with nine answers), and a contrast pair below. The colour's field is a text field with a
 * native picker beside it rather than the kit's ColorField, because ColorField reads only what the CSS
 * generators write (hex, rgb(), hsl(), names) and rewrites it as rgb: lab(), oklch() and the fact that a
 * colour lies outside sRGB would be lost. The contrast pair, which only needs sRGB colours with opacity, is
 * two ColorFields.
 *
 * Conversion is a few microseconds of arithmetic, so it runs as the user types, in the page (no worker);
 * the result is computed from the current state on every render, so it can never describe older input.
 */
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import {
  ActionBar,
  Button,
  ClearButton,
  CopyButton,
  CopyableValue,
  ErrorAlert,
  KeyValueList,
  LoadSampleButton,
  Panel,
  SwapButton,
  TextField,
  useToolState,
} from '../../kit';
import { ColorField } from '../../kit/ColorField';
import { isColor } from '../../lib/css/color';
import { problemOf } from '../../lib/tool-error';
import {
  checkContrast,
  colorLines,
  convertColor,
  MAX_COLOR_LENGTH,
  num,
  SAMPLE_INPUT,
  type ColorReport,
  type ContrastReport,
} from './core';

/** The tool's state, declared once: kept per tab across reloads, and reset by Clear. */
const DEFAULTS = { color: '', text: '#333333', background: '#ffffff' };

/**
 * What a share link or storage may restore: the colour is only ever shown as text in its field (and read by
 * the parser), so a length is its bound; the pair feeds ColorFields, which take only colours they can read.
 */
const RULES = {
  bounds: {
    color: { maxLength: MAX_COLOR_LENGTH },
    text: { valid: isColor },
    background: { valid: isColor },
  },
  names: { text: 'text colour' },
};

type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

function attemptTo<T>(work: () => T, fallback: string): Outcome<T> {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, message: problemOf(error, fallback).message };
  }
}

export default function ColorConverterView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const converted = useMemo(
    () => (state.color.trim() === '' ? null : attemptTo(() => convertColor(state.color), 'Cannot read this colour')),
    [state.color],
  );
  const contrast = useMemo(
    () => attemptTo(() => checkContrast(state.text, state.background), 'Cannot compare these colours'),
    [state.text, state.background],
  );
  const report = converted?.ok ? converted.value : null;
  // What the pair takes from the converted colour: forms lib/css/color reads (hex, or #rrggbbaa with alpha).
  const asPairColor = report ? report.forms[0]!.text : null;

  return (
    <>
      <ActionBar>
        {/* A pair that passes AAA: the preview is real text, and a first look should not be a failing one. */}
        <LoadSampleButton onClick={() => update({ color: SAMPLE_INPUT, text: '#ffffff', background: '#663399' })} />
        <ClearButton onClick={reset} />
      </ActionBar>
      <div className="flex min-w-0 flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <TextField
            label="Colour"
            value={state.color}
            onChange={(color) => update({ color })}
            placeholder="Any CSS colour: #663399, rgb(102 51 153), hsl(270 50% 40%), oklch(0.44 0.16 303), teal..."
            hint="Hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(display-p3 …) or a name."
            maxLength={MAX_COLOR_LENGTH}
            monospace
            stacked
          />
        </div>
        <Picker report={report} onPick={(hex) => update({ color: hex })} />
      </div>
      {converted && !converted.ok && <ErrorAlert title="Cannot read this colour">{converted.message}</ErrorAlert>}
      {report && <Conversions report={report} />}
      <Panel title="Contrast">
        <div className="flex flex-wrap gap-6">
          <ColorField label="Text colour" value={state.text} onChange={(text) => update({ text })} />
          <ColorField label="Background" value={state.background} onChange={(background) => update({ background })} />
        </div>
        <div className="flex flex-wrap gap-2">
          <SwapButton onClick={() => update({ text: state.background, background: state.text })} />
          <Button disabled={asPairColor === null} onClick={() => asPairColor && update({ text: asPairColor })}>
            Use colour as text
          </Button>
          <Button disabled={asPairColor === null} onClick={() => asPairColor && update({ background: asPairColor })}>
            Use colour as background
          </Button>
        </div>
        {contrast.ok ? (
          <ContrastResult report={contrast.value} />
        ) : (
          <ErrorAlert title="Cannot compare these colours">{contrast.message}</ErrorAlert>
        )}
      </Panel>
    </>
  );
}

/** The browser's picker for the main colour: it shows the colour as sRGB and writes back a hex code. */
function Picker({ report, onPick }: { report: ColorReport | null; onPick: (hex: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        Colour picker
      </label>
      <input
        id={id}
        type="color"
        className="h-9 w-14 cursor-pointer rounded border border-gray-300 bg-transparent dark:border-gray-700"
        value={report?.opaqueHex ?? '#000000'}
        onChange={(event) => onPick(event.target.value)}
      />
    </div>
  );
}

/** CSS for a swatch, written only from the converted numbers: never from the user's text. */
const swatchCss = ({ srgb }: ColorReport) =>
  `rgb(${Math.round(srgb.r * 255)} ${Math.round(srgb.g * 255)} ${Math.round(srgb.b * 255)} / ${num(srgb.alpha, 3)})`;

/** A checkerboard under the swatch, so a translucent colour shows as one. */
const CHECKERS = 'repeating-conic-gradient(#d1d5db 0% 25%, #ffffff 0% 50%) 50% / 16px 16px';

function Conversions({ report }: { report: ColorReport }) {
  const mappedNote = report.inGamut ? '' : ' (gamut-mapped)';
  return (
    <Panel
      title="Every Form"
      actions={
        <CopyButton text={colorLines(report)} ariaLabel="Copy every form" successMessage="Every form copied">
          Copy all
        </CopyButton>
      }
    >
      <div className="flex flex-wrap items-start gap-4">
        <div
          role="img"
          aria-label={`Swatch of ${report.forms[0]!.text}`}
          className="h-24 w-24 shrink-0 rounded-lg border border-gray-300 dark:border-gray-700"
          style={{ background: CHECKERS }}
        >
          <div className="h-full w-full rounded-lg" style={{ backgroundColor: swatchCss(report) }} />
        </div>
        {!report.inGamut && (
          <p
            role="status"
            className="flex max-w-prose items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-50"
          >
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              Outside sRGB: this colour cannot be shown exactly on an sRGB screen. Hex, RGB, HSL and HWB are
              gamut-mapped into sRGB by the CSS Color 4 algorithm (chroma lowered in oklch, lightness and hue kept);
              Lab, LCH, Oklab, Oklch and Display P3 keep the colour as given.
            </span>
          </p>
        )}
      </div>
      <KeyValueList
        label="The colour in every notation"
        items={[
          ...report.forms.map((form) => {
            const label = `${form.label}${form.mapped ? mappedNote : ''}`;
            return { key: form.id, label, value: <CopyableValue text={form.text} label={label} /> };
          }),
          {
            key: 'name',
            label: report.nearest.exact ? 'Name' : 'Nearest name',
            value: (
              <span className="flex flex-wrap items-center gap-2">
                <CopyableValue text={report.nearest.name} label="Colour name" />
                <span className="text-gray-600 dark:text-gray-300">
                  {report.nearest.exact ? 'exact' : `not exact: ${report.nearest.name} is ${report.nearest.hex}`}
                </span>
              </span>
            ),
          },
        ]}
      />
    </Panel>
  );
}

function ContrastResult({ report }: { report: ContrastReport }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-4">
        <div
          className="rounded-lg border border-gray-300 p-4 dark:border-gray-700"
          // Both colours are culori's hex of the composited pair, never typed text.
          style={{ color: report.text, backgroundColor: report.background }}
        >
          <p className="text-sm">Normal text: the quick brown fox.</p>
          <p className="text-2xl font-bold">Large text</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-4 gap-y-1" aria-label="Contrast figures">
          <dt className="text-sm font-medium">WCAG 2 ratio</dt>
          <dd className="font-mono text-2xl font-semibold" data-testid="contrast-ratio">
            {report.ratioText}
          </dd>
          <dt className="text-sm font-medium">APCA Lc</dt>
          <dd className="font-mono text-2xl font-semibold" data-testid="apca-lc">
            {num(report.apca, 1)}
          </dd>
        </dl>
      </div>
      <ul aria-label="WCAG verdicts" aria-live="polite" className="flex flex-col gap-1 text-sm">
        {report.verdicts.map((verdict) => {
          const Icon = verdict.passes ? CircleCheck : CircleX;
          return (
            <li key={verdict.id} className="flex items-center gap-2">
              <Icon
                className={`h-4 w-4 ${verdict.passes ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}`}
                aria-hidden="true"
              />
              <span className="font-medium">{verdict.passes ? 'Pass' : 'Fail'}</span>{' '}
              <span>
                {verdict.label} (needs {verdict.needs}:1)
              </span>
            </li>
          );
        })}
      </ul>
      {report.notes.map((note) => (
        <p key={note} className="text-sm text-gray-600 dark:text-gray-300">
          {note}
        </p>
      ))}
      <p className="text-sm text-gray-600 dark:text-gray-300">
        Large text is 24 px, or 18.66 px bold. APCA Lc is positive for dark text on light, negative for light on dark;
        about 75 suits body text and 60 larger text.
      </p>
    </div>
  );
}
