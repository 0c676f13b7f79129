/**
 * What every value validator promises, checked for each tool of the family: they are all drawn by
 * kit/ValidatorScreen, so its shared behaviour is driven here through every one of them, and each tool's own
 * View test keeps only what is its own.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tools } from '.';
import { renderTool } from '../test/render-tool';

const VALIDATORS = tools.filter((tool) => tool.family === 'validator').map((tool) => tool.id);

/** A run in the page, or the password's in its worker client, on a busy machine. */
const SLOW = { timeout: 8000 };

/** Not a value of any kind these tools check. */
const BAD_INPUT = '%%%';

/** The single mode's value field: the first field of its tab (a password field is not a textbox). */
function valueField(): HTMLInputElement | HTMLTextAreaElement {
  const field = screen.getByRole('tabpanel').querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
  if (!field) throw new Error('No value field');
  return field;
}

const liveRegion = () => screen.getByTestId('verdict-live');

describe.each(VALIDATORS)('%s, as every validator', (id) => {
  it('shows the sample’s verdict in its live region, and Clear empties the field and the verdict', async () => {
    await renderTool(id);
    expect(liveRegion()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('tab', { name: /^One / })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    expect(valueField().value).not.toBe('');
    await waitFor(() => expect(within(liveRegion()).getByRole('region', { name: 'Verdict' })).toBeVisible(), SLOW);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(valueField().value).toBe('');
    await waitFor(() => expect(liveRegion()).toBeEmptyDOMElement(), SLOW);
  });

  it('says what is wrong with bad input, and keeps the explanations below the work area', async () => {
    await renderTool(id);
    fireEvent.change(valueField(), { target: { value: BAD_INPUT } });
    const verdict = await within(liveRegion()).findByRole('region', { name: 'Verdict' }, SLOW);
    await waitFor(() => expect(verdict.querySelector('h2')?.textContent).not.toBe('Valid'), SLOW);
    expect(screen.getByTestId('verdict-reason').textContent).not.toBe('');

    const notChecked = screen.getByRole('region', { name: 'Not checked here' });
    expect(valueField().compareDocumentPosition(notChecked) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(/Checked in this page: nothing you type leaves it/)).toBeInTheDocument();
  });
});
