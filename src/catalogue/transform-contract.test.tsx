/**
 * What every live text transform promises, checked once for each tool of the family through
 * LiveTransformScreen: its sample makes a result, and that result is the text its recipe step gives for the
 * same sample; Clear empties the input and the output; bad input is said in an alert, in the core's words.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { tools } from '.';
import { hasStep, importStep } from './step-files';
import { optionDefaults } from '../lib/options-schema';
import { renderTool } from '../test/render-tool';

const RESULT_TIMEOUT = 8000;

const transforms = tools.filter((tool) => tool.family === 'transform');

/**
 * The counters show figures, not an output pane: their recipe steps give what their Copy gives (the counts a
 * line, the frequency table as CSV), checked in recipe/steps.test.ts rather than against a pane here.
 */
const COUNTERS = ['string-length-counter', 'word-frequency-counter'];

/**
 * Input each tool refuses, where there is one: half a surrogate pair for most, a broken escape for the URL
 * decoder. The HTML reference tools, Text to ASCII and Sort Lines take any text.
 */
const BAD_INPUT: Readonly<Record<string, string>> = {
  'reverse-text': 'ab\uD800c',
  'ascii-to-text': '72 zz',
  'duplicate-line-remover': 'ab\uD800c',
  'url-decoder': '%E0%A4%A',
  'remove-extra-spaces': 'ab\uD800c',
  'url-encoder': 'ab\uD800c',
  'hex-encoder-decoder': 'ab\uD800c',
  'utf8-encoder-decoder': 'ab\uD800c',
  'base64-encoder': 'ab\uD800c',
  'base64-decoder': 'SGVsbG8!',
  'text-binary-converter': 'ab\uD800c',
  'idn-converter': 'ab\uD800c.com',
  'text-case-converter': 'ab\uD800c',
  'number-base-converter': '0x1G',
  'chmod-calculator': '758',
  'sql-formatter': '   ',
  'json-to-typescript': '   ',
};

function paneText(paneId: string): string {
  const content = document.querySelector<HTMLElement>(`[data-pane="${paneId}"] .cm-content`);
  const view = content && EditorView.findFromDOM(content);
  if (!view) throw new Error(`No editor in the "${paneId}" pane`);
  return view.state.doc.toString();
}

function setInput(text: string) {
  const content = document.querySelector<HTMLElement>('[data-pane="input"] .cm-content');
  const view = content && EditorView.findFromDOM(content);
  if (!view) throw new Error('No input editor');
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, userEvent: 'input.paste' }));
}

/** What the screen shows as its text result: the output pane, or for the case converter its lower case block. */
function shownOutput(): string {
  if (document.querySelector('[data-pane="output"]')) return paneText('output');
  // The block holds a placeholder until there is a result, and Copy comes with the result.
  if (!screen.queryByRole('button', { name: 'Copy lower case' })) return '';
  return screen.getByRole('textbox', { name: 'lower case' }).textContent ?? '';
}

it('the family is the live text transforms, and every one has a recipe step', () => {
  expect(transforms).toHaveLength(24);
  for (const tool of transforms) expect(hasStep(tool.id), tool.id).toBe(true);
  expect(COUNTERS.every((id) => transforms.some((tool) => tool.id === id))).toBe(true);
  expect(Object.keys(BAD_INPUT).every((id) => transforms.some((tool) => tool.id === id))).toBe(true);
});

describe.each(transforms.map((tool) => tool.id))('%s', (id) => {
  it('shows for its sample the text its recipe step gives, and Clear empties the screen', async () => {
    await renderTool(id);
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    await waitFor(() => expect(paneText('input')).not.toBe(''));
    const sample = paneText('input');

    if (!COUNTERS.includes(id)) {
      const step = await importStep(id);
      const expected = await step.transform(sample, optionDefaults(step.options));
      expect(expected).not.toBe('');
      await waitFor(() => expect(shownOutput()).toBe(expected), { timeout: RESULT_TIMEOUT });
    } else {
      await waitFor(() => expect(screen.getByLabelText('Statistics')).not.toHaveAttribute('aria-busy'), {
        timeout: RESULT_TIMEOUT,
      });
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(paneText('input')).toBe(''));
    if (!COUNTERS.includes(id)) await waitFor(() => expect(shownOutput()).toBe(''));
  });

  const bad = BAD_INPUT[id];
  it.runIf(bad !== undefined)('says what is wrong with bad input in an alert, as its step does', async () => {
    await renderTool(id);
    setInput(bad!);
    const alert = await screen.findByRole('alert', {}, { timeout: RESULT_TIMEOUT });
    if (hasStep(id)) {
      const step = await importStep(id);
      const thrown = await Promise.resolve()
        .then(() => step.transform(bad!, optionDefaults(step.options)))
        .then(
          () => null,
          (error: Error) => error,
        );
      expect(thrown?.name).toBe('ToolError');
      expect(alert).toHaveTextContent(thrown!.message.slice(0, 40));
    }
  });
});
