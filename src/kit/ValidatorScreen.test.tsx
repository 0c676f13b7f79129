import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defineOptions } from '../lib/options-schema';
import { ToolError } from '../lib/tool-error';
import { checkBatch, type BatchOptions, type Check } from '../lib/validation';
import { setEditorText } from '../test/editor';
import { inTool } from '../test/in-tool';
import { useToolState } from './useToolState';
import { declareValidatorState, ValidatorScreen } from './ValidatorScreen';

/**
 * The screen every validator shares, tested once here with a fake validator of even numbers; each validator's
 * own tests only cover what it declares (its checks, its panels). The catalogue's validator contract drives
 * every real validator through the same behaviour.
 */

const OPTIONS = defineOptions({
  strict: { kind: 'switch', label: 'Refuse zero', default: false },
});

function checkEven(value: string, strict = false): Check {
  const number = Number(value.trim());
  if (value.trim() === 'crash') throw new ToolError('The checker crashed');
  if (!Number.isInteger(number)) return { verdict: 'invalid', reason: 'Not a whole number', position: 0 };
  if (strict && number === 0) return { verdict: 'invalid', reason: 'Zero is refused' };
  return number % 2 === 0 ? { verdict: 'valid', reason: 'An even number' } : { verdict: 'warning', reason: 'Odd' };
}

const tasks = {
  analyseNumber: (value: string, strict: boolean) => ({ check: checkEven(value, strict), half: Number(value) / 2 }),
  checkBatch: (text: string, options: BatchOptions, strict: boolean) =>
    checkBatch(text, options, (value) => checkEven(value, strict)),
};

const { defaults, rules } = declareValidatorState(OPTIONS, {});

function FakeValidator() {
  const tool = useToolState(defaults, rules);
  const [state] = tool;
  return (
    <ValidatorScreen
      tool={tool}
      source={{ tasks }}
      task="analyseNumber"
      args={[state.input, state.strict]}
      item="number"
      field={{ label: 'Number', placeholder: '42' }}
      errorTitle="Cannot Check the Number"
      facts={(result) => <p>Half is {result.half}</p>}
      details={(result, stale) => <p data-testid="details">{stale ? 'old' : `details of ${result.half * 2}`}</p>}
      sample={{ input: '42' }}
      broken={{ input: '7' }}
      batch={{
        items: 'numbers',
        placeholder: 'One number a line',
        fileName: 'numbers.csv',
        toolOptions: [state.strict],
      }}
      options={{ schema: OPTIONS }}
      notChecked={{ 'Whether the number is lucky': 'an oracle online' }}
    />
  );
}

const SLOW = { timeout: 4000 };
const renderFake = () => render(<FakeValidator />, inTool('fake-validator'));
const field = () => screen.getByRole('textbox', { name: 'Number' });
const liveRegion = () => screen.getByTestId('verdict-live');

describe('ValidatorScreen', () => {
  it('puts the value field first after the actions and the modes, and the explanations below the options', () => {
    renderFake();
    const order = [
      screen.getByRole('group', { name: 'Actions' }),
      screen.getByRole('tablist', { name: 'Mode' }),
      field(),
      screen.getByRole('checkbox', { name: 'Refuse zero' }),
      screen.getByRole('region', { name: 'Not checked here' }),
      screen.getByText(/Checked in this page: nothing you type leaves it/),
    ];
    for (let index = 1; index < order.length; index += 1) {
      expect(order[index - 1]!.compareDocumentPosition(order[index]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(screen.getByRole('tab', { name: 'One number' })).toHaveAttribute('aria-selected', 'true');
  });

  it('checks the value as it is typed, with the verdict in a polite live region that is always there', async () => {
    renderFake();
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(liveRegion()).toBeEmptyDOMElement();
    fireEvent.change(field(), { target: { value: '8' } });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('ValidAn even number'), SLOW);
    expect(liveRegion()).toHaveTextContent('Half is 4');
    expect(screen.getByTestId('details')).toHaveTextContent('details of 8');

    fireEvent.change(field(), { target: { value: 'x9' } });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('InvalidNot a whole number'), SLOW);
    expect(liveRegion().querySelector('mark')).toHaveTextContent('x');
  });

  it('clears the verdict when the value is emptied, and shows a failing check as a problem', async () => {
    renderFake();
    fireEvent.change(field(), { target: { value: '2' } });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Valid'), SLOW);
    fireEvent.change(field(), { target: { value: '  ' } });
    await waitFor(() => expect(liveRegion()).toBeEmptyDOMElement(), SLOW);
    expect(screen.queryByTestId('details')).not.toBeInTheDocument();

    fireEvent.change(field(), { target: { value: 'crash' } });
    expect(await screen.findByText('The checker crashed', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Cannot Check the Number')).toBeInTheDocument();
  });

  it('loads the sample and the broken example, and Clear returns to the defaults', async () => {
    renderFake();
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    expect(field()).toHaveValue('42');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Valid'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Broken example' }));
    expect(field()).toHaveValue('7');
    await waitFor(() => expect(liveRegion()).toHaveTextContent('WarningOdd'), SLOW);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refuse zero' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field()).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Refuse zero' })).not.toBeChecked();
  });

  it('passes the options to the check', async () => {
    renderFake();
    fireEvent.change(field(), { target: { value: '0' } });
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Valid'), SLOW);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refuse zero' }));
    await waitFor(() => expect(liveRegion()).toHaveTextContent('Zero is refused'), SLOW);
  });

  it('checks a list in the batch mode into counts and a table of verdicts, with the options', async () => {
    renderFake();
    fireEvent.click(screen.getByRole('tab', { name: 'Batch' }));
    expect(screen.queryByRole('textbox', { name: 'Number' })).not.toBeInTheDocument();
    // The editor is loaded the first time a pane needs it.
    await screen.findByRole('textbox', { name: 'List of numbers' }, { timeout: 8000 });
    await setEditorText('List of numbers', '2\n3\nzero\n0');
    const table = await screen.findByRole('table', { name: 'Verdicts' }, SLOW);
    await waitFor(() => expect(table).toHaveTextContent('3WarningOdd'), SLOW);
    expect(screen.getByLabelText('Counts')).toHaveTextContent('Values4');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refuse zero' }));
    await waitFor(
      () => expect(screen.getByRole('table', { name: 'Verdicts' })).toHaveTextContent('Zero is refused'),
      SLOW,
    );
  });
});
