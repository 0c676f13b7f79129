import { declareState, defineOptions } from '../../lib/options-schema';
import { SAMPLE_CSS, SAMPLE_INPUT } from './core';
import { DEVICE_IDS, MAX_SIZE, MIN_SIZE } from './devices';

/** The responsive checker's options: where the page comes from, and the devices it is shown on. */
export const OPTIONS = defineOptions({
  source: {
    kind: 'choice',
    label: 'Source',
    control: 'radio',
    default: 'html',
    choices: [
      { value: 'html', label: 'Pasted HTML and CSS' },
      { value: 'url', label: 'A page by its address' },
    ],
  },
  layout: {
    kind: 'choice',
    label: 'Show',
    control: 'radio',
    default: 'one',
    choices: [
      { value: 'one', label: 'One device' },
      { value: 'several', label: 'Several side by side' },
    ],
  },
  customWidth: { kind: 'number', label: 'Custom width', default: 1024, min: MIN_SIZE, max: MAX_SIZE, integer: true },
  customHeight: { kind: 'number', label: 'Custom height', default: 768, min: MIN_SIZE, max: MAX_SIZE, integer: true },
});

/**
 * The tool's state: the options, the pasted HTML (`input`) and CSS, the page address, and the devices. The
 * address is kept and shared, but a page loads only when the user presses Load page: never on a reload or
 * from a link by itself, so what was loaded is not state.
 */
export const STATE = declareState(
  OPTIONS,
  {
    input: '',
    css: '',
    url: '',
    device: 'iphone-15',
    devices: ['iphone-se', 'ipad', 'laptop'],
    rotated: [] as string[],
  },
  { choices: { device: DEVICE_IDS } },
);

/** Load Sample: a small page of cards whose media query changes the layout from 700 px. */
export const SAMPLE_STATE = { source: 'html' as const, input: SAMPLE_INPUT, css: SAMPLE_CSS };
