import { useMemo, useState } from 'react';
import { OptionsBox } from '../../kit';
import { choicesOf, GeneratorFields } from '../../kit/GeneratorFields';
import { defineGenerator, GeneratorScreen, useGenerator } from '../../kit/GeneratorScreen';
import { element } from '../../preview/protocol';
import { BezierEditor } from './BezierEditor';
import {
  ANIMATION_BOUNDS,
  ANIMATION_NAMES,
  cssOf,
  DEFAULT_STATE,
  DELAY_RANGE,
  DIRECTIONS,
  DURATION_RANGE,
  FILL_MODES,
  importAnimation,
  ITERATIONS_RANGE,
  MAX_NAME_LENGTH,
  nameProblem,
  PRESETS,
  presetControls,
  SAMPLE_INPUT,
  STEP_POSITIONS,
  STEPS_RANGE,
  tailwindOf,
  TARGET_CLASS,
  TIMINGS,
  withSafeValues,
  type StepPosition,
} from './core';
import { KeyframeList } from './KeyframeList';
import { PreviewControls, usePrefersReducedMotion } from './PreviewControls';

const GENERATOR = defineGenerator({
  defaults: DEFAULT_STATE,
  rules: {
    choices: { direction: DIRECTIONS, fillMode: FILL_MODES, timing: TIMINGS, stepPosition: STEP_POSITIONS },
    bounds: ANIMATION_BOUNDS,
    names: ANIMATION_NAMES,
  },
  sample: SAMPLE_INPUT,
  importer: {
    read: importAnimation,
    errorTitle: 'Cannot read this animation',
    placeholder:
      '@keyframes spin { to { transform: rotate(360deg); } }\n.loader { animation: spin 1s linear infinite; }',
    hint: 'Paste a @keyframes block, an animation: declaration or animation-* longhands (or a rule holding them), or both: the controls take them up.',
  },
  presets: PRESETS.map((preset) => ({ label: preset.name, apply: presetControls(preset) })),
});

const TIMING_OPTIONS = choicesOf(TIMINGS, (value) =>
  value === 'cubic-bezier' ? 'cubic-bezier() curve' : value === 'steps' ? 'steps()' : value,
);
const MS = { step: 50, unit: 'ms' };

/** Neutral layout for the preview page; the generated CSS comes after it and applies as written. */
const PREVIEW_LAYOUT = `body { display: grid; place-items: center; overflow: hidden; background: #f1f5f9; }
.${TARGET_CLASS} { width: 88px; height: 88px; border-radius: 16px; background-color: #6366f1; }
`;

type State = typeof DEFAULT_STATE;

export default function CssAnimationGeneratorView() {
  const [state, update, generator] = useGenerator(GENERATOR);
  const controls = useMemo(() => withSafeValues(state), [state]);
  const problem = nameProblem(state.name);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  /** Bumped by Restart: the frame builds the element anew, and its animation starts over. */
  const [run, setRun] = useState(0);
  const held = reducedMotion && !state.playAnyway;
  // A name that is not a CSS name would break the CSS around it: the preview runs under a stand-in.
  const css = cssOf(problem ? { ...controls, name: 'preview' } : controls);

  return (
    <GeneratorScreen
      generator={generator}
      preview={{
        title: 'Animation preview',
        height: 'h-56',
        body: [
          element('div', {
            class: TARGET_CLASS,
            'data-run': String(run),
            role: 'img',
            'aria-label': 'The animated box',
          }),
        ],
        css: `${PREVIEW_LAYOUT}${css}\n${paused || held ? `.${TARGET_CLASS} { animation-play-state: paused; }\n` : ''}`,
        below: (
          <PreviewControls
            paused={paused}
            onPause={setPaused}
            onRestart={() => setRun((count) => count + 1)}
            reducedMotion={reducedMotion}
            held={held}
            playAnyway={state.playAnyway}
            onPlayAnyway={(playAnyway) => update({ playAnyway })}
          />
        ),
      }}
      controls={
        <>
          <GeneratorFields<State>
            legend="Animation"
            fields={[
              {
                key: 'name',
                label: 'Name',
                text: { maxLength: MAX_NAME_LENGTH, monospace: true },
                wide: true,
                problem: problem && `${problem}. The preview runs under a stand-in name until it is fixed.`,
              },
              { key: 'duration', label: 'Duration', slider: { ...DURATION_RANGE, ...MS }, round: Math.round },
              { key: 'delay', label: 'Delay', slider: { ...DELAY_RANGE, ...MS }, round: Math.round },
              { key: 'infinite', label: 'Repeat forever (infinite)', check: true },
              { key: 'direction', label: 'Direction', options: choicesOf(DIRECTIONS) },
              {
                key: 'iterations',
                label: 'Iterations',
                slider: { ...ITERATIONS_RANGE, step: 0.5 },
                round: (iterations) => Math.round(iterations * 100) / 100,
                disabled: state.infinite,
              },
              { key: 'fillMode', label: 'Fill mode', options: choicesOf(FILL_MODES) },
            ]}
          />
          <GeneratorFields<State>
            legend="Timing"
            columns={1}
            fields={[{ key: 'timing', label: 'Timing function', options: TIMING_OPTIONS }]}
          >
            {state.timing === 'cubic-bezier' && <BezierEditor points={state} onChange={(points) => update(points)} />}
            {state.timing === 'steps' && (
              <GeneratorFields<State>
                fields={[
                  {
                    key: 'steps',
                    label: 'Steps',
                    slider: { min: state.stepPosition === 'jump-none' ? 2 : STEPS_RANGE.min, max: STEPS_RANGE.max },
                    round: Math.round,
                  },
                  {
                    key: 'stepPosition',
                    label: 'Jumps at',
                    options: choicesOf(STEP_POSITIONS),
                    // jump-none makes no jump at either end, so it needs two steps to move at all.
                    set: (stepPosition: StepPosition) => ({
                      stepPosition,
                      ...(stepPosition === 'jump-none' && state.steps < 2 ? { steps: 2 } : {}),
                    }),
                  },
                ]}
              />
            )}
          </GeneratorFields>
          <OptionsBox legend="Keyframes" stacked>
            <KeyframeList keyframes={controls.keyframes} onKeyframes={(keyframes) => update({ keyframes })} />
          </OptionsBox>
        </>
      }
      code={[
        {
          title: 'CSS',
          // The problem quotes the name: a `*/` in it must not end the comment.
          code: problem ? `/* ${problem.replaceAll('*/', '* /')}. */` : css,
          tailwind: problem ? undefined : tailwindOf(controls),
          tailwindNote: 'The class refers to the @keyframes by name: put the @keyframes block in your CSS too.',
        },
      ]}
    />
  );
}
