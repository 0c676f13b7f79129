import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../lib/tool-error';
import { animationControls } from './arbitrary';
import {
  addKeyframe,
  BLANK_KEYFRAME,
  cssOf,
  DEFAULT_CONTROLS,
  duplicateOffsets,
  formatTime,
  keyframesCss,
  longhandsOf,
  nameProblem,
  PRESETS,
  presetControls,
  readAnimation,
  readShorthand,
  readTransform,
  SAMPLE_INPUT,
  setOffset,
  shorthandOf,
  tailwindOf,
  transformOf,
  withSafeValues,
  type AnimationControls,
  type Keyframe,
} from './core';

const key = (offset: number, patch: Partial<Keyframe> = {}): Keyframe => ({ ...BLANK_KEYFRAME, offset, ...patch });
const controls = (patch: Partial<AnimationControls>): AnimationControls => ({ ...DEFAULT_CONTROLS, ...patch });

describe('writing', () => {
  it('writes the default', () => {
    expect(cssOf(DEFAULT_CONTROLS)).toBe(`@keyframes float {
  0% { transform: none; background-color: #6366f1; }
  50% { transform: translateY(-24px) rotate(8deg); background-color: #ec4899; }
  100% { transform: none; background-color: #6366f1; }
}

.animated {
  animation: float 1.6s ease-in-out 0s infinite normal none;
}`);
  });

  it.each<[Partial<Keyframe>, string]>([
    [{}, 'none'],
    [{ translateX: 10 }, 'translateX(10px)'],
    [{ translateY: -2.5 }, 'translateY(-2.5px)'],
    [{ translateX: 1, translateY: 2 }, 'translate(1px, 2px)'],
    [{ rotate: 45, scale: 1.5 }, 'rotate(45deg) scale(1.5)'],
    [{ translateX: 5, rotate: -90, scale: 0 }, 'translateX(5px) rotate(-90deg) scale(0)'],
  ])('the transform of %j is %s', (patch, expected) => {
    expect(transformOf(key(0, patch))).toBe(expected);
  });

  it('writes a keyframe that sets nothing, opacity, and the colour', () => {
    expect(
      keyframesCss(
        controls({
          name: 'x',
          keyframes: [
            key(0),
            key(50.5, { hasOpacity: true, opacity: 0.25, hasColor: true, color: 'rgb(0 0 0 / 0.5)' }),
          ],
        }),
      ),
    ).toBe('@keyframes x {\n  0% { }\n  50.5% { opacity: 0.25; background-color: rgb(0 0 0 / 0.5); }\n}');
  });

  it.each<[Partial<AnimationControls>, string]>([
    [{}, 'float 1.6s ease-in-out 0s infinite normal none'],
    [{ duration: 450, delay: -200, infinite: false, iterations: 2.5 }, 'float 0.45s ease-in-out -0.2s 2.5 normal none'],
    [
      { timing: 'cubic-bezier', x1: 0.1, y1: -0.5, x2: 0.9, y2: 1.5 },
      'float 1.6s cubic-bezier(0.1, -0.5, 0.9, 1.5) 0s infinite normal none',
    ],
    [
      { timing: 'steps', steps: 5, stepPosition: 'jump-none', direction: 'alternate', fillMode: 'both' },
      'float 1.6s steps(5, jump-none) 0s infinite alternate both',
    ],
  ])('the shorthand for %j', (patch, expected) => {
    expect(shorthandOf(controls(patch))).toBe(expected);
  });

  it('gives the longhands and the Tailwind class', () => {
    expect(longhandsOf(DEFAULT_CONTROLS)).toEqual({
      'animation-name': 'float',
      'animation-duration': '1.6s',
      'animation-timing-function': 'ease-in-out',
      'animation-delay': '0s',
      'animation-iteration-count': 'infinite',
      'animation-direction': 'normal',
      'animation-fill-mode': 'none',
    });
    expect(tailwindOf(controls({ timing: 'cubic-bezier' }))).toBe(
      'animate-[float_1.6s_cubic-bezier(0.25,0.1,0.25,1)_0s_infinite_normal_none]',
    );
  });

  it.each([
    [0, '0s'],
    [100, '0.1s'],
    [450, '0.45s'],
    [1234, '1.234s'],
    [-50, '-50ms'],
    [5, '5ms'],
  ])('writes %i ms as %s', (milliseconds, expected) => {
    expect(formatTime(milliseconds)).toBe(expected);
  });
});

describe('reading', () => {
  it('reads its sample', () => {
    expect(readAnimation(SAMPLE_INPUT)).toEqual({
      name: 'pop-in',
      keyframes: [
        key(0, { hasOpacity: true, opacity: 0, hasTransform: true, translateY: 16, scale: 0.9 }),
        key(60, { hasOpacity: true, opacity: 1, hasTransform: true, translateY: -4, scale: 1.02 }),
        key(100, { hasOpacity: true, opacity: 1, hasTransform: true }),
      ],
      duration: 450,
      delay: 100,
      infinite: false,
      iterations: 1,
      direction: 'normal',
      fillMode: 'both',
      timing: 'cubic-bezier',
      x1: 0.2,
      y1: 0.8,
      x2: 0.2,
      y2: 1,
    });
  });

  it.each<[string, Partial<AnimationControls>]>([
    ['spin 1s linear infinite', { name: 'spin', duration: 1000, timing: 'linear', infinite: true }],
    [
      'animation: fade 200ms 1s reverse forwards;',
      { name: 'fade', duration: 200, delay: 1000, direction: 'reverse', fillMode: 'forwards', iterations: 1 },
    ],
    [
      '.x { animation: blink step-end infinite; }',
      { name: 'blink', timing: 'steps', steps: 1, stepPosition: 'end', duration: 0 },
    ],
    ['animation: a 1s steps(4), b 2s', { name: 'a', timing: 'steps', steps: 4, stepPosition: 'jump-end' }],
    ['animation: none 1s x', { name: 'x', fillMode: 'none' }],
  ])('reads %j', (text, expected) => {
    expect(readAnimation(text)).toMatchObject(expected);
  });

  it('leaves out what the text does not set', () => {
    const read = readAnimation('animation: spin 1s linear infinite');
    expect(read).not.toHaveProperty('keyframes');
    expect(read).not.toHaveProperty('iterations');
    expect(read).not.toHaveProperty('x1');
    expect(readAnimation('@keyframes a { to { opacity: 0 } }')).toEqual({
      name: 'a',
      keyframes: [key(100, { hasOpacity: true, opacity: 0 })],
    });
  });

  it('reads selector lists, merges repeated offsets and sorts them', () => {
    const read = readAnimation(
      '@keyframes k { to, 0% { opacity: 0.5 } 50% { transform: rotate(0.25turn) } 0% { background: red } }',
    );
    expect(read.keyframes).toEqual([
      key(0, { hasOpacity: true, opacity: 0.5, hasColor: true, color: '#ff0000' }),
      key(50, { hasTransform: true, rotate: 90 }),
      key(100, { hasOpacity: true, opacity: 0.5 }),
    ]);
  });

  it('picks the keyframes the animation names', () => {
    const read = readAnimation(
      '@keyframes a { to { opacity: 0 } } @keyframes b { to { opacity: 1 } } .x { animation: b 1s; }',
    );
    expect(read.name).toBe('b');
    expect(read.keyframes?.[0]?.opacity).toBe(1);
  });

  it.each<[string, Partial<Keyframe>]>([
    ['none', {}],
    ['translate(10px)', { translateX: 10 }],
    ['translateX(1px) translateX(2px) translateY(3px)', { translateX: 3, translateY: 3 }],
    ['scale(2) rotate(10deg)', { scale: 2, rotate: 10 }],
    ['rotate(0) translateY(-4px)', { translateY: -4 }],
    ['scale(150%)', { scale: 1.5 }],
    ['rotateZ(1rad)', { rotate: 57.3 }],
  ])('reads the transform %s', (text, expected) => {
    expect(readTransform(text, 'here')).toEqual({ translateX: 0, translateY: 0, rotate: 0, scale: 1, ...expected });
  });

  it('reads the individual transform properties', () => {
    expect(readAnimation('@keyframes a { to { translate: 5px 6px; rotate: 30deg; scale: 2; } }').keyframes).toEqual([
      key(100, { hasTransform: true, translateX: 5, translateY: 6, rotate: 30, scale: 2 }),
    ]);
  });

  it.each([
    ['', 'Paste a @keyframes block'],
    ['.a { color: red }', 'No @keyframes block'],
    ['@keyframes a { to { opacity: 0 }', 'is not closed'],
    ['@keyframes a { }', 'has no keyframes'],
    ['@keyframes a { 120% { opacity: 0 } }', '“120%” in @keyframes a is not a keyframe'],
    ['@keyframes a { half { opacity: 0 } }', '“half”'],
    ['@keyframes a { to { width: 10px } }', 'sets “width”'],
    ['@keyframes a { to { animation-timing-function: ease-in } }', 'its own animation-timing-function'],
    ['@keyframes a { to { transform: rotate(10deg) translateX(5px) } }', 'put translate first'],
    ['@keyframes a { to { transform: skewX(10deg) } }', '“skewX(10deg)” at 100% is not a transform this editor makes'],
    ['@keyframes a { to { transform: scale(1, 2) } }', 'scales unevenly'],
    ['@keyframes a { to { transform: translateX(2em) } }', 'translate in px'],
    ['@keyframes a { to { background-color: grellow } }', 'background-color at 100%: “grellow” is not a colour'],
    ['@keyframes a { to { opacity: 0 } } .x { animation: b 1s }', 'runs “b”, but the @keyframes is named “a”'],
    ['animation: 1s linear', 'names no animation'],
    ['animation: x 1s 2s 3s', 'gives the delay twice'],
    ['animation: x -1s', 'cannot be negative'],
    ['animation: x 1s linear(0, 1)', 'not a timing function this editor makes'],
    ['animation: x 1s cubic-bezier(2, 0, 0, 1)', 'x1 and x2 must be from 0 to 1'],
    ['animation: x 1s cubic-bezier(0, 1)', 'needs four numbers'],
    ['animation: x 1s steps(1, jump-none)', 'at least 2 steps'],
    ['animation: x 1s steps(0)', 'whole number of steps'],
    ['animation: x 1s steps(2, middle)', 'not a step position'],
    ['animation: 9x 1s', '“9x” in the animation'],
    ['@keyframes ease { to { opacity: 0 } }', 'cannot name an animation'],
  ])('rejects %j', (text, message) => {
    expect(() => readAnimation(text)).toThrow(ToolError);
    expect(() => readAnimation(text)).toThrow(message);
  });

  it.each<[string, string, { line: number; column: number }]>([
    [
      '@keyframes { to { opacity: 0 } }',
      'The @keyframes block at line 1, column 1 has no name: write `@keyframes name { … }`.',
      { line: 1, column: 1 },
    ],
    [
      '.a { animation: fade 1s }\n\n  @-webkit-keyframes{ to { opacity: 0 } }',
      'The @keyframes block at line 3, column 3 has no name: write `@keyframes name { … }`.',
      { line: 3, column: 3 },
    ],
    [
      '@keyframes\n{\n  from { opacity: 0 }\n}',
      'The @keyframes block at line 1, column 1 has no name',
      { line: 1, column: 1 },
    ],
    ['.a { opacity: 1 }\n@keyframes', 'The @keyframes at line 2, column 1 has no name', { line: 2, column: 1 }],
  ])('says a @keyframes has no name, and where: %j', (text, message, at) => {
    let thrown: unknown;
    try {
      readAnimation(text);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ToolError);
    expect((thrown as ToolError).message).toContain(message);
    expect((thrown as ToolError).location).toMatchObject(at);
  });

  it('still reads a block whose name merely starts like the word (@keyframes keyframes-x)', () => {
    expect(readAnimation('@keyframes keyframes-x { to { opacity: 0 } }').name).toBe('keyframes-x');
  });

  it('reads the longhands, alone or over the shorthand', () => {
    expect(
      readAnimation(`@keyframes k { to { opacity: 0 } }
.a {
  animation-name: k;
  animation-duration: 300ms, 1s;
  animation-timing-function: steps(3, jump-both);
  animation-delay: -1s;
  animation-iteration-count: 2.5;
  animation-direction: alternate-reverse;
  animation-fill-mode: backwards;
}`),
    ).toMatchObject({
      name: 'k',
      duration: 300,
      timing: 'steps',
      steps: 3,
      stepPosition: 'jump-both',
      delay: -1000,
      infinite: false,
      iterations: 2.5,
      direction: 'alternate-reverse',
      fillMode: 'backwards',
    });
    const refined = readAnimation(
      '.a { animation: spin 1s 3; animation-iteration-count: infinite; animation-delay: 2s }',
    );
    expect(refined).toMatchObject({ name: 'spin', duration: 1000, delay: 2000, infinite: true });
    expect(refined).not.toHaveProperty('iterations');
  });

  it.each([
    ['.a { animation-duration: soon }', '“animation-duration: soon” is not a duration'],
    ['.a { animation-timing-function: bouncy }', 'is not a timing function'],
    ['.a { animation-iteration-count: -1 }', 'is not an iteration count'],
    ['.a { animation-direction: sideways }', 'is not a direction'],
    ['.a { animation-fill-mode: all }', 'is not a fill mode'],
    ['.a { animation-name: 1x }', 'animation-name: 1x: “1x” is not a CSS name'],
  ])('rejects the longhand in %j', (text, message) => {
    expect(() => readAnimation(text)).toThrow(message);
  });

  it('reads a bare shorthand value', () => {
    expect(readShorthand('x 2s')).toMatchObject({ name: 'x', duration: 2000, timing: 'ease' });
  });
});

describe('names', () => {
  it.each([
    ['fade-in', null],
    ['_x1', null],
    ['-moz-thing', null],
    ['', 'needs a name'],
    ['1up', 'is not a CSS name'],
    ['--x', 'is not a CSS name'],
    ['has space', 'is not a CSS name'],
    ['none', 'keyword'],
    ['Infinite', 'keyword'],
  ])('%j', (name, problem) => {
    if (problem === null) expect(nameProblem(name)).toBeNull();
    else expect(nameProblem(name)).toContain(problem);
  });
});

describe('the round trip', () => {
  it('reading what was written gives the same controls', () => {
    fc.assert(
      fc.property(animationControls, (state) => {
        expect({ ...state, ...readAnimation(cssOf(state)) }).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it.each(PRESETS.map((preset) => [preset.name, preset] as const))(
    'the %s preset reads and writes back',
    (_name, preset) => {
      const state = presetControls(preset);
      expect({ ...state, ...readAnimation(cssOf(state)) }).toEqual(state);
    },
  );
});

describe('editing keyframes', () => {
  const frames = [key(0), key(50), key(100)];

  it.each<[number, number, number, number[]]>([
    [1, 20, 1, [0, 20, 100]],
    [0, 75, 1, [50, 75, 100]],
    [2, 10, 1, [0, 10, 50]],
    [1, 150, 2, [0, 100, 100]],
  ])('moving keyframe %i to %d puts it at index %i', (index, offset, newIndex, offsets) => {
    const moved = setOffset(frames, index, offset);
    expect(moved.index).toBe(newIndex);
    expect(moved.keyframes.map((frame) => frame.offset)).toEqual(offsets);
  });

  it('adds a keyframe in the widest gap, copying the one before', () => {
    const added = addKeyframe([key(0, { hasOpacity: true, opacity: 0.3 }), key(100)]);
    expect(added.index).toBe(1);
    expect(added.keyframes[1]).toEqual(key(50, { hasOpacity: true, opacity: 0.3 }));
    expect(addKeyframe([key(100)]).keyframes.map((frame) => frame.offset)).toEqual([50, 100]);
  });

  it('makes stored colours safe to write into CSS', () => {
    const unsafe = controls({
      keyframes: [key(0, { hasColor: true, color: 'red } body { x: y' }), key(100, { color: 'blue' })],
    });
    expect(withSafeValues(unsafe).keyframes.map((frame) => frame.color)).toEqual([BLANK_KEYFRAME.color, '#0000ff']);
    expect(withSafeValues(controls({ keyframes: [] })).keyframes).toEqual(DEFAULT_CONTROLS.keyframes);
  });

  it('finds offsets used twice', () => {
    expect(duplicateOffsets([key(0), key(50), key(50)])).toEqual([50]);
    expect(duplicateOffsets(frames)).toEqual([]);
  });
});
