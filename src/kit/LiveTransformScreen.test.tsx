import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineOptions } from '../lib/options-schema';
import { ToolError } from '../lib/tool-error';
import { editorText, setEditorText } from '../test/editor';
import { inTool } from '../test/in-tool';
import { LiveTransformScreen, liveTransformScreen } from './LiveTransformScreen';

/**
 * The screen every live text transform shares, tested once here with a fake tool that shouts or whispers;
 * the family's contract test (catalogue/transform-contract) drives each real tool through it.
 */

const OPTIONS = defineOptions({
  direction: {
    kind: 'choice',
    label: 'Direction',
    default: 'shout',
    control: 'radio',
    choices: [
      { value: 'shout', label: 'Shout' },
      { value: 'whisper', label: 'Whisper' },
    ],
  },
  ending: { kind: 'switch', label: 'Add an ending', default: false },
});

const tasks = {
  convert(input: string, options: { direction: 'shout' | 'whisper'; ending: boolean }) {
    if (input.includes('fail')) throw new ToolError('Cannot say “fail” at line 1, column 1');
    const said = options.direction === 'shout' ? input.toUpperCase() : input.toLowerCase();
    return { output: `${said}${options.ending ? '!' : ''}`, letters: input.length };
  },
};

function renderScreen() {
  return render(
    <LiveTransformScreen
      options={OPTIONS}
      tasks={tasks}
      task="convert"
      sample={({ state }) => (state.direction === 'shout' ? 'hello' : 'HELLO')}
      swap={{
        patch: (state, output) => ({ input: output, direction: state.direction === 'shout' ? 'whisper' : 'shout' }),
      }}
      input={({ state }) => ({ title: state.direction === 'shout' ? 'Quiet' : 'Loud', placeholder: 'Say it...' })}
      output={({ state }) => ({
        title: state.direction === 'shout' ? 'Loud' : 'Quiet',
        label: 'said text',
        fileName: 'said.txt',
      })}
      errorTitle="Cannot say this"
      statistics={(result) => ({ Letters: result.letters })}
      below={({ run }) => run.result && <p>Below: {run.result.output}</p>}
    />,
    inTool('fake-transform'),
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('LiveTransformScreen', () => {
  it('puts the action row first and the input before the options', async () => {
    renderScreen();
    const input = await screen.findByRole('textbox', { name: 'Quiet' });
    const sample = screen.getByRole('button', { name: 'Load Sample' });
    const options = screen.getByRole('group', { name: 'Options' });
    expect(sample.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(input.compareDocumentPosition(options) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Shout' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Add an ending' })).not.toBeChecked();
    // The output's placeholder, when not declared, is made from its label.
    expect(screen.getByText('The said text will appear here...')).toBeInTheDocument();
  });

  it('runs as the user types and as options change, with statistics and the panels below', async () => {
    renderScreen();
    await setEditorText('Quiet', 'hi');
    await waitFor(async () => expect(await editorText('Loud')).toBe('HI'));
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Letters2');
    expect(screen.getByText('Below: HI')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Add an ending' }));
    await waitFor(async () => expect(await editorText('Loud')).toBe('HI!'));
    expect(screen.getByRole('button', { name: 'Copy said text' })).toBeInTheDocument();
  });

  it('says what is wrong in an alert, empties the output and hides the statistics', async () => {
    renderScreen();
    await setEditorText('Quiet', 'fail');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot say this');
    expect(alert).toHaveTextContent('Cannot say “fail” at line 1, column 1');
    expect(await editorText('Loud')).toBe('');
    expect(screen.queryByLabelText('Statistics')).not.toBeInTheDocument();
  });

  it('loads the sample of the current direction, swaps, and clears back to the defaults', async () => {
    renderScreen();
    await screen.findByRole('textbox', { name: 'Quiet' });
    expect(screen.getByRole('button', { name: 'Swap' })).toBeDisabled();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('Loud')).toBe('HELLO'));
    click('Swap');
    expect(screen.getByRole('radio', { name: 'Whisper' })).toBeChecked();
    await waitFor(async () => expect(await editorText('Quiet')).toBe('hello'));
    expect(await editorText('Loud')).toBe('HELLO');
    click('Clear');
    expect(screen.getByRole('radio', { name: 'Shout' })).toBeChecked();
    await waitFor(async () => expect(await editorText('Quiet')).toBe(''));
    expect(await editorText('Loud')).toBe('');
  });

  it('is a whole screen from a declaration, running the sole task the tool declares', async () => {
    const Screen = liveTransformScreen({
      options: OPTIONS,
      tasks,
      sample: 'hello',
      input: { title: 'Quiet', placeholder: 'Say it...' },
      output: { title: 'Loud', label: 'said text', fileName: 'said.txt' },
      errorTitle: 'Cannot say it',
    });
    render(<Screen />, inTool('convert'));
    await setEditorText('Quiet', 'hi');
    await waitFor(async () => expect(await editorText('Loud')).toBe('HI'));
  });
});
