/**
 * What every CSS generator promises through the screen they share (kit/GeneratorScreen), checked on each of
 * them: the sample becomes CSS in the code panel, pasted CSS that does not read says why (in an alert) and
 * leaves the controls as they were, a preset changes the code, and Clear brings back the defaults.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tools } from '.';
import { renderTool } from '../test/render-tool';

const generators = tools.filter((tool) => tool.family === 'generator');

const importField = () => screen.getByRole('textbox', { name: 'Import CSS' });
const css = () => screen.getByLabelText('CSS', { selector: 'pre' }).textContent ?? '';
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the generator family', () => {
  it('has the six CSS generators', () => {
    expect(generators.map((tool) => tool.id).sort()).toEqual([
      'css-animation-generator',
      'css-border-radius-generator',
      'css-box-shadow-generator',
      'css-flexbox-generator',
      'css-gradient-generator',
      'css-grid-generator',
    ]);
  });
});

describe.each(generators.map((tool) => [tool.id] as const))('%s', (id) => {
  it('draws the shared screen: actions, import field, presets, a sandboxed preview and the CSS with Copy', async () => {
    await renderTool(id);
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Load Sample' })).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Clear' })).toBeInTheDocument();
    expect(importField()).toHaveValue('');
    expect(within(screen.getByRole('group', { name: 'Presets' })).getAllByRole('button').length).toBeGreaterThan(0);
    const frame = document.querySelector('iframe[sandbox="allow-scripts"]');
    expect(frame?.getAttribute('title')).toMatch(/preview$/);
    expect(css()).not.toBe('');
    expect(screen.getByRole('button', { name: 'Copy CSS' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes the sample up into the controls and the CSS, and Clear brings back the defaults', async () => {
    await renderTool(id);
    const empty = css();
    click('Load Sample');
    expect(importField()).not.toHaveValue('');
    await waitFor(() => expect(css()).not.toBe(empty));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    click('Clear');
    expect(importField()).toHaveValue('');
    await waitFor(() => expect(css()).toBe(empty));
  });

  it('says why pasted text does not read, in an alert, and keeps the controls', async () => {
    await renderTool(id);
    const before = css();
    fireEvent.change(importField(), { target: { value: 'this is not CSS {{' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Cannot (read|import) this/);
    expect(css()).toBe(before);
  });

  it('a preset changes the CSS', async () => {
    await renderTool(id);
    const before = css();
    const presets = within(screen.getByRole('group', { name: 'Presets' })).getAllByRole('button');
    for (const preset of presets) {
      fireEvent.click(preset);
      if (css() !== before) return;
    }
    throw new Error('No preset changed the CSS');
  });
});
