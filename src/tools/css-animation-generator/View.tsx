import { Pause, Play, Plus, RotateCcw, Trash2 } from 'lucide-react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import {
  ActionBar,
  Button,
  CheckboxField,
  ClearButton,
  LoadSampleButton,
  OptionsBox,
  SelectField,
  TextField,
  useToolState,
  type Choice,
} from '../../kit';
import { CodeOutput } from '../../kit/CodeOutput';
import { ColorField } from '../../kit/ColorField';
import { SandboxedPreview } from '../../kit/SandboxedPreview';
import { SliderField } from '../../kit/SliderField';
import { ImportField } from '../../kit/ImportField';
import { useTextImport } from '../../kit/useTextImport';
import { element, type PreviewContent } from '../../preview/protocol';
import { BezierEditor } from './BezierEditor';
import {
  addKeyframe,
  ANIMATION_BOUNDS,
  ANIMATION_NAMES,
  COLOR_PROPERTY,
  cssOf,
  DEFAULT_STATE,
  DELAY_RANGE,
  DIRECTIONS,
  duplicateOffsets,
  DURATION_RANGE,
  FILL_MODES,
  importAnimation,
  ITERATIONS_RANGE,
  MAX_KEYFRAMES,
  MAX_NAME_LENGTH,
  nameProblem,
  OFFSET_RANGE,
  OPACITY_RANGE,
  PRESETS,
  presetControls,
  ROTATE_RANGE,
  SAMPLE_INPUT,
  SCALE_RANGE,
  setOffset,
  STEP_POSITIONS,
  STEPS_RANGE,
  tailwindOf,
  TARGET_CLASS,
  TIMINGS,
  TRANSLATE_RANGE,
  withSafeValues,
  type Direction,
  type FillMode,
  type Keyframe,
  type StepPosition,
  type Timing,
} from './core';

const DEFAULTS = DEFAULT_STATE;

const RULES = {
  choices: { direction: DIRECTIONS, fillMode: FILL_MODES, timing: TIMINGS, stepPosition: STEP_POSITIONS },
  bounds: ANIMATION_BOUNDS,
  names: ANIMATION_NAMES,
};

const TIMING_OPTIONS: Choice<Timing>[] = TIMINGS.map((value) => ({
  value,
  label: value === 'cubic-bezier' ? 'cubic-bezier() curve' : value === 'steps' ? 'steps()' : value,
}));
const DIRECTION_OPTIONS: Choice<Direction>[] = DIRECTIONS.map((value) => ({ value, label: value }));
const FILL_OPTIONS: Choice<FillMode>[] = FILL_MODES.map((value) => ({ value, label: value }));
const STEP_OPTIONS: Choice<StepPosition>[] = STEP_POSITIONS.map((value) => ({ value, label: value }));

/** Neutral layout for the preview page; the generated CSS comes after it and applies as written. */
const PREVIEW_LAYOUT = `html, body { margin: 0; height: 100%; }
body { display: grid; place-items: center; overflow: hidden; background: #f1f5f9; }
.${TARGET_CLASS} { width: 88px; height: 88px; border-radius: 16px; background-color: #6366f1; }
`;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the user has asked their system for less motion. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}

export default function CssAnimationGeneratorView() {
  const [state, update, reset] = useToolState(DEFAULTS, RULES);
  const imported = useTextImport<typeof DEFAULTS>(state, update, importAnimation);
  const controls = useMemo(() => withSafeValues(state), [state]);
  const problem = nameProblem(state.name);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  /** Bumped by Restart: the frame builds the element anew, and its animation starts over. */
  const [run, setRun] = useState(0);
  const held = reducedMotion && !state.playAnyway;

  // A name that is not a CSS name would break the CSS around it: the preview runs under a stand-in.
  const shown = problem ? { ...controls, name: 'preview' } : controls;
  const css = cssOf(shown);
  const preview = useMemo<PreviewContent>(
    () => ({
      body: [
        element('div', { class: TARGET_CLASS, 'data-run': String(run), role: 'img', 'aria-label': 'The animated box' }),
      ],
      css: `${PREVIEW_LAYOUT}${css}\n${paused || held ? `.${TARGET_CLASS} { animation-play-state: paused; }\n` : ''}`,
    }),
    [css, paused, held, run],
  );

  const setKeyframe = (index: number, patch: Partial<Keyframe>) =>
    update({
      keyframes: controls.keyframes.map((keyframe, at) => (at === index ? { ...keyframe, ...patch } : keyframe)),
    });
  const duplicates = duplicateOffsets(controls.keyframes);

  return (
    <>
      <ActionBar>
        <LoadSampleButton onClick={() => update({ input: SAMPLE_INPUT })} />
        <ClearButton onClick={reset} />
      </ActionBar>

      <ImportField
        value={state.input}
        onChange={(input) => update({ input })}
        result={imported}
        errorTitle="Cannot read this animation"
        placeholder={
          '@keyframes spin { to { transform: rotate(360deg); } }\n.loader { animation: spin 1s linear infinite; }'
        }
        hint="Paste a @keyframes block, an animation: declaration or animation-* longhands (or a rule holding them), or both: the controls take them up."
      />

      <ActionBar label="Presets">
        {PRESETS.map((preset) => (
          <Button key={preset.name} size="sm" onClick={() => update(presetControls(preset))}>
            {preset.name}
          </Button>
        ))}
      </ActionBar>

      <section aria-label="Preview" className="flex flex-col gap-2">
        <SandboxedPreview
          title="Animation preview"
          content={preview}
          className="h-56 w-full rounded-lg border border-gray-300 dark:border-gray-700"
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            disabled={held}
            icon={
              paused ? (
                <Play className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Pause className="h-4 w-4" aria-hidden="true" />
              )
            }
            onClick={() => setPaused(!paused)}
          >
            {paused ? 'Play' : 'Pause'}
          </Button>
          <Button
            size="sm"
            icon={<RotateCcw className="h-4 w-4" aria-hidden="true" />}
            onClick={() => setRun((count) => count + 1)}
          >
            Restart
          </Button>
          {reducedMotion ? (
            <CheckboxField
              label="Play anyway"
              checked={state.playAnyway}
              onChange={(playAnyway) => update({ playAnyway })}
            />
          ) : null}
        </div>
        {held ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Your system asks for reduced motion, so the preview holds still on its first frame. Switch on “Play anyway”
            to watch it move.
          </p>
        ) : null}
      </section>

      <OptionsBox legend="Animation" stacked>
        <div className="flex flex-col gap-1">
          <TextField
            label="Name"
            value={state.name}
            // Kept to the length a restored name may have, as a maxlength would.
            maxLength={MAX_NAME_LENGTH}
            onChange={(name) => update({ name })}
            monospace
          />
          {problem ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {problem}. The preview runs under a stand-in name until it is fixed.
            </p>
          ) : null}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SliderField
            label="Duration"
            value={state.duration}
            onChange={(duration) => update({ duration: Math.round(duration) })}
            {...DURATION_RANGE}
            step={50}
            unit="ms"
          />
          <SliderField
            label="Delay"
            value={state.delay}
            onChange={(delay) => update({ delay: Math.round(delay) })}
            {...DELAY_RANGE}
            step={50}
            unit="ms"
          />
          <div className="flex flex-col gap-2">
            <CheckboxField
              label="Repeat forever (infinite)"
              checked={state.infinite}
              onChange={(infinite) => update({ infinite })}
            />
            <SliderField
              label="Iterations"
              value={state.iterations}
              onChange={(iterations) => update({ iterations: Math.round(iterations * 100) / 100 })}
              {...ITERATIONS_RANGE}
              step={0.5}
              disabled={state.infinite}
            />
          </div>
          <div className="flex flex-col gap-3">
            <SelectField
              label="Direction"
              options={DIRECTION_OPTIONS}
              value={state.direction}
              onChange={(direction) => update({ direction })}
            />
            <SelectField
              label="Fill mode"
              options={FILL_OPTIONS}
              value={state.fillMode}
              onChange={(fillMode) => update({ fillMode })}
            />
          </div>
        </div>
      </OptionsBox>

      <OptionsBox legend="Timing" stacked>
        <SelectField
          label="Timing function"
          options={TIMING_OPTIONS}
          value={state.timing}
          onChange={(timing) => update({ timing })}
        />
        {state.timing === 'cubic-bezier' ? <BezierEditor points={state} onChange={(points) => update(points)} /> : null}
        {state.timing === 'steps' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <SliderField
              label="Steps"
              value={state.steps}
              onChange={(steps) => update({ steps: Math.round(steps) })}
              min={state.stepPosition === 'jump-none' ? 2 : STEPS_RANGE.min}
              max={STEPS_RANGE.max}
            />
            <SelectField
              label="Jumps at"
              options={STEP_OPTIONS}
              value={state.stepPosition}
              // jump-none makes no jump at either end, so it needs two steps to move at all.
              onChange={(stepPosition) =>
                update({ stepPosition, ...(stepPosition === 'jump-none' && state.steps < 2 ? { steps: 2 } : {}) })
              }
            />
          </div>
        ) : null}
      </OptionsBox>

      <OptionsBox legend="Keyframes" stacked>
        <p className="text-sm text-gray-600 dark:text-gray-300">
          Each keyframe may set a transform, the opacity and the colour ({COLOR_PROPERTY}); what a keyframe leaves unset
          is carried between the keyframes that set it.
        </p>
        <ol className="flex flex-col gap-3">
          {controls.keyframes.map((keyframe, index) => (
            // Positional keys: the list is kept in order of offset.
            <li key={index} className="flex flex-col gap-3 rounded-md border border-gray-200 p-3 dark:border-gray-800">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-3">
                <div className="min-w-0 flex-1">
                  <SliderField
                    label={`Keyframe ${index + 1} offset`}
                    value={keyframe.offset}
                    onChange={(offset) => update({ keyframes: setOffset(controls.keyframes, index, offset).keyframes })}
                    {...OFFSET_RANGE}
                    unit="%"
                  />
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  className="self-start sm:self-auto"
                  disabled={controls.keyframes.length <= 1}
                  aria-label={`Remove keyframe ${index + 1}`}
                  icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
                  onClick={() => update({ keyframes: controls.keyframes.filter((_, other) => other !== index) })}
                >
                  Remove
                </Button>
              </div>
              <CheckboxField
                label={`Transform at ${keyframe.offset}%`}
                checked={keyframe.hasTransform}
                onChange={(hasTransform) => setKeyframe(index, { hasTransform })}
              />
              {keyframe.hasTransform ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  <SliderField
                    label={`Keyframe ${index + 1} translate X`}
                    value={keyframe.translateX}
                    onChange={(translateX) => setKeyframe(index, { translateX })}
                    {...TRANSLATE_RANGE}
                    unit="px"
                  />
                  <SliderField
                    label={`Keyframe ${index + 1} translate Y`}
                    value={keyframe.translateY}
                    onChange={(translateY) => setKeyframe(index, { translateY })}
                    {...TRANSLATE_RANGE}
                    unit="px"
                  />
                  <SliderField
                    label={`Keyframe ${index + 1} rotate`}
                    value={keyframe.rotate}
                    onChange={(rotate) => setKeyframe(index, { rotate })}
                    {...ROTATE_RANGE}
                    unit="°"
                  />
                  <SliderField
                    label={`Keyframe ${index + 1} scale`}
                    value={keyframe.scale}
                    onChange={(scale) => setKeyframe(index, { scale })}
                    {...SCALE_RANGE}
                    step={0.01}
                  />
                </div>
              ) : null}
              <CheckboxField
                label={`Opacity at ${keyframe.offset}%`}
                checked={keyframe.hasOpacity}
                onChange={(hasOpacity) => setKeyframe(index, { hasOpacity })}
              />
              {keyframe.hasOpacity ? (
                <SliderField
                  label={`Keyframe ${index + 1} opacity`}
                  value={keyframe.opacity}
                  onChange={(opacity) => setKeyframe(index, { opacity })}
                  {...OPACITY_RANGE}
                  step={0.01}
                />
              ) : null}
              <CheckboxField
                label={`Colour (${COLOR_PROPERTY}) at ${keyframe.offset}%`}
                checked={keyframe.hasColor}
                onChange={(hasColor) => setKeyframe(index, { hasColor })}
              />
              {keyframe.hasColor ? (
                <ColorField
                  label={`Keyframe ${index + 1} colour`}
                  value={keyframe.color}
                  onChange={(color) => setKeyframe(index, { color })}
                />
              ) : null}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            size="sm"
            disabled={controls.keyframes.length >= MAX_KEYFRAMES}
            icon={<Plus className="h-4 w-4" aria-hidden="true" />}
            onClick={() => update({ keyframes: addKeyframe(controls.keyframes).keyframes })}
          >
            Add keyframe
          </Button>
          {controls.keyframes.length >= MAX_KEYFRAMES ? (
            <span className="text-sm text-gray-700 dark:text-gray-300">{`${MAX_KEYFRAMES} keyframes is the most this tool makes.`}</span>
          ) : null}
        </div>
        {duplicates.length > 0 ? (
          <p className="text-sm text-amber-800 dark:text-amber-200">
            More than one keyframe sits at {duplicates.map((offset) => `${offset}%`).join(', ')}: in CSS the later one’s
            properties win.
          </p>
        ) : null}
      </OptionsBox>

      <CodeOutput
        title="CSS"
        // The problem quotes the name: a `*/` in it must not end the comment.
        code={problem ? `/* ${problem.replaceAll('*/', '* /')}. */` : css}
        tailwind={problem ? undefined : tailwindOf(controls)}
        tailwindNote="The class refers to the @keyframes by name: put the @keyframes block in your CSS too."
      />
    </>
  );
}
