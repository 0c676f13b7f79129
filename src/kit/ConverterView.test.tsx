import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../test/editor';
import { ToolError } from '../lib/tool-error';
import { ConverterView, converterScreen, type ConverterViewProps } from './ConverterView';
import { inTool } from '../test/in-tool';

/**
 * The screen every converter shares, tested once here with a fake task; each converter's own View test
 * only covers what that converter sets (its texts, options, sample and messages).
 */

const FAILING_INPUT = 'fail';
const FAILING_MESSAGE = 'Cannot shout "fail" at line 1, column 1';
/** Makes the task throw an error without a message, so the screen has to supply one. */
const MESSAGELESS_FAILING_INPUT = 'fail without a message';

const WARNING_INPUT = 'warn';

interface ShoutOptions {
  ending: string;
}

const tasks = {
  shout(input: string, options: ShoutOptions): string | { output: string; warnings: string[] } {
    if (input === FAILING_INPUT) throw new ToolError(FAILING_MESSAGE);
    if (input === MESSAGELESS_FAILING_INPUT) throw new Error('');
    if (input === WARNING_INPUT) return { output: 'WARN', warnings: ['Shouting "warn" is rude'] };
    return `${input.toUpperCase()}${options.ending}`;
  },
  whisper: (input: string) => input.toLowerCase(),
};

type ShoutState = { input: string; ending: string };
type FakeConverterProps = ConverterViewProps<ShoutState, typeof tasks, 'shout'>;

const baseProps: FakeConverterProps = {
  defaults: { input: '', ending: '!' },
  tasks,
  task: 'shout',
  input: { title: 'Quiet Input', placeholder: 'Type something quiet...', acceptFiles: '.txt,text/plain' },
  output: {
    title: 'Loud Output',
    placeholder: 'Loud text will appear here...',
    fileName: 'loud.txt',
    mimeType: 'text/plain',
    copyLabel: 'loud output',
  },
  convertLabel: 'Shout',
  sample: 'hello sample',
  successMessage: 'Text shouted',
};

async function renderConverter(overrides: Partial<FakeConverterProps> = {}) {
  const view = render(<ConverterView {...baseProps} {...overrides} />, inTool('shout'));
  await screen.findByRole('textbox', { name: 'Quiet Input' });
  return view;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function convert(input: string) {
  await setEditorText('Quiet Input', input);
  click('Shout');
}

/** An alert's title and message, apart, so each is checked whole. */
function titleAndMessage(alert: HTMLElement) {
  return { title: alert.querySelector('h3')?.textContent, message: alert.querySelector('h3 + div')?.textContent };
}

const outputButtons = () => screen.queryAllByRole('button', { name: /^(Copy|Download) loud output$/ });

describe('ConverterView', () => {
  it('renders the actions, both panes with their placeholders, file open for the input', async () => {
    const { container } = await renderConverter();
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Shout', 'Load Sample', 'Clear']);
    expect(screen.getByRole('heading', { level: 2, name: 'Quiet Input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Loud Output' })).toBeInTheDocument();
    expect(screen.getByText('Type something quiet...')).toBeInTheDocument();
    expect(screen.getByText('Loud text will appear here...')).toBeInTheDocument();
    // Only the input takes files, with the tool's filter.
    expect(screen.getByRole('button', { name: 'Open a file into Quiet Input' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open a file into Loud Output' })).not.toBeInTheDocument();
    expect([...container.querySelectorAll('input[type=file]')].map((input) => input.getAttribute('accept'))).toEqual([
      '.txt,text/plain',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names its panes, files and convert button after the formats it converts from and to', async () => {
    const { container } = render(
      <ConverterView
        {...baseProps}
        from="JSON"
        to="YAML"
        input={undefined}
        output={undefined}
        convertLabel={undefined}
      />,
      inTool('shout'),
    );
    await screen.findByRole('textbox', { name: 'JSON Input' });
    expect(screen.getByRole('heading', { level: 2, name: 'YAML Output' })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON here...')).toBeInTheDocument();
    expect(screen.getByText('YAML output will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert to YAML' })).toBeInTheDocument();
    expect(container.querySelector('input[type=file]')?.getAttribute('accept')).toBe(
      '.json,application/json,text/plain',
    );
  });

  it('has no options panel unless given one', async () => {
    await renderConverter();
    expect(screen.queryByRole('group', { name: 'Options' })).not.toBeInTheDocument();
  });

  it('renders the options panel under "Options" and passes the options to the task', async () => {
    await renderConverter({
      optionsPanel: (state, update) => (
        <input
          type="checkbox"
          aria-label="Extra loud"
          checked={state.ending === '?!'}
          onChange={(event) => update({ ending: event.target.checked ? '?!' : '!' })}
        />
      ),
    });
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Options' })).getByRole('checkbox', { name: 'Extra loud' }),
    );
    await convert('why');
    await screen.findByRole('status');
    expect(await editorText('Loud Output')).toBe('WHY?!');
  });

  it('marks the output out of date when an option changes after converting, and hides the success', async () => {
    await renderConverter({
      optionsPanel: (state, update) => (
        <input
          type="checkbox"
          aria-label="Extra loud"
          checked={state.ending === '?!'}
          onChange={(event) => update({ ending: event.target.checked ? '?!' : '!' })}
        />
      ),
    });
    await convert('why');
    expect(titleAndMessage(await screen.findByRole('status'))).toEqual({
      title: 'Conversion Successful',
      message: 'Text shouted',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Extra loud' }));
    expect(screen.getByRole('status')).toHaveTextContent('Out of date');
    expect(screen.getByRole('status')).toHaveTextContent('Press Shout to update it.');
    expect(screen.queryByText('Conversion Successful')).not.toBeInTheDocument();
  });

  it('shows the warnings a conversion gives beside its output', async () => {
    await renderConverter();
    await convert(WARNING_INPUT);
    await screen.findByRole('status');
    expect(screen.getByRole('region', { name: 'Warnings' })).toHaveTextContent('Shouting "warn" is rude.');
    expect(await editorText('Loud Output')).toBe('WARN');
  });

  it('Load Sample fills the input, and its character count follows', async () => {
    await renderConverter();
    click('Load Sample');
    await waitFor(async () => expect(await editorText('Quiet Input')).toBe('hello sample'));
    expect(screen.getByText('12 characters')).toBeInTheDocument();
  });

  it('shows "Converting..." on a disabled button while busy, then the success alert, the output, Copy and Download', async () => {
    await renderConverter();
    expect(outputButtons()).toEqual([]);
    await convert('hi there');
    expect(screen.getByRole('button', { name: 'Converting...' })).toHaveAttribute('aria-disabled', 'true');
    expect(titleAndMessage(await screen.findByRole('status'))).toEqual({
      title: 'Conversion Successful',
      message: 'Text shouted',
    });
    expect(await editorText('Loud Output')).toBe('HI THERE!');
    expect(screen.getByRole('button', { name: 'Shout' })).not.toHaveAttribute('aria-disabled');
    expect(outputButtons().map((button) => button.getAttribute('aria-label'))).toEqual([
      'Copy loud output',
      'Download loud output',
    ]);
  });

  it('on failure shows "Conversion Error" with the message, and empties the previous output and its buttons', async () => {
    await renderConverter();
    await convert('first');
    await screen.findByRole('status');
    await convert(FAILING_INPUT);
    expect(titleAndMessage(await screen.findByRole('alert'))).toEqual({
      title: 'Conversion Error',
      message: FAILING_MESSAGE,
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await editorText('Loud Output')).toBe('');
    expect(outputButtons()).toEqual([]);
    // The user's input is kept, to be corrected.
    expect(await editorText('Quiet Input')).toBe(FAILING_INPUT);
  });

  it('a success after a failure removes the error', async () => {
    await renderConverter();
    await convert(FAILING_INPUT);
    await screen.findByRole('alert');
    await convert('fixed');
    await screen.findByRole('status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await editorText('Loud Output')).toBe('FIXED!');
  });

  it('says "Conversion failed" when the error has no message of its own', async () => {
    await renderConverter();
    await convert(MESSAGELESS_FAILING_INPUT);
    expect(titleAndMessage(await screen.findByRole('alert'))).toEqual({
      title: 'Conversion Error',
      message: 'Conversion failed',
    });
  });

  it('uses the tool’s own busy label, titles and fallback message when given', async () => {
    await renderConverter({
      busyLabel: 'Shouting...',
      successTitle: 'Shouted',
      errorTitle: 'Could Not Shout',
      fallbackError: 'Too quiet',
    });
    await convert('hey');
    expect(screen.getByRole('button', { name: 'Shouting...' })).toHaveAttribute('aria-disabled', 'true');
    expect(titleAndMessage(await screen.findByRole('status'))).toEqual({ title: 'Shouted', message: 'Text shouted' });
    await convert(MESSAGELESS_FAILING_INPUT);
    expect(titleAndMessage(await screen.findByRole('alert'))).toEqual({
      title: 'Could Not Shout',
      message: 'Too quiet',
    });
  });

  it('Clear resets the input, the output, the success alert and the output buttons', async () => {
    await renderConverter();
    click('Load Sample');
    click('Shout');
    await screen.findByRole('status');
    click('Clear');
    await waitFor(async () => expect(await editorText('Quiet Input')).toBe(''));
    expect(await editorText('Loud Output')).toBe('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(outputButtons()).toEqual([]);
  });

  it('Clear removes the error', async () => {
    await renderConverter();
    await convert(FAILING_INPUT);
    await screen.findByRole('alert');
    click('Clear');
    await waitFor(async () => expect(await editorText('Quiet Input')).toBe(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Clear during a conversion cancels it: its result never shows', async () => {
    await renderConverter();
    await convert('too late');
    expect(screen.getByRole('button', { name: 'Converting...' })).toHaveAttribute('aria-disabled', 'true');
    click('Clear');
    expect(screen.getByRole('button', { name: 'Shout' })).not.toHaveAttribute('aria-disabled');
    // Long enough for the cancelled run to have finished, had it not been cancelled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(await editorText('Loud Output')).toBe('');
  });

  it('runs a further action on the same input; the rerun hint names the action that made the output', async () => {
    await renderConverter({ moreActions: [{ task: 'whisper', label: 'Whisper', busyLabel: 'Whispering...' }] });
    await setEditorText('Quiet Input', 'Hi There');
    click('Whisper');
    expect(screen.getByRole('button', { name: 'Whispering...' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Shout' })).toBeDisabled();
    await waitFor(async () => expect(await editorText('Loud Output')).toBe('hi there'));
    await setEditorText('Quiet Input', 'Hi There!');
    expect(screen.getByRole('status')).toHaveTextContent('Press Whisper to update it.');
  });

  it('checks the input before running, and shows statistics and a success message made from the result', async () => {
    await renderConverter({
      check: (input) => (input.trim() === '' ? 'Say something' : null),
      successMessage: (result) => `Made ${String(result).length} characters`,
      statistics: (result) => [{ label: 'Length', value: String(String(result).length) }],
    });
    await convert('  ');
    expect(await screen.findByRole('alert')).toHaveTextContent('Say something');
    await convert('abc');
    expect(await screen.findByText('Made 4 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Statistics')).toHaveTextContent('Length4');
  });

  it('is a whole screen from a declaration: a tool with one task needs not name it', async () => {
    const Screen = converterScreen({ tasks: { whisper: tasks.whisper }, from: 'YAML', to: 'JSON', sample: 'a: 1' });
    render(<Screen />, inTool('shout'));
    await setEditorText('YAML Input', 'Hi');
    click('Convert to JSON');
    await waitFor(async () => expect(await editorText('JSON Output')).toBe('hi'));
    expect(screen.getByText('YAML converted to JSON format')).toBeInTheDocument();
  });
});
