import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../lib/tool-error';
import { element } from '../preview/protocol';
import { inTool } from '../test/in-tool';
import { GeneratorFields, itemUpdate } from './GeneratorFields';
import type { StateUpdate } from './useToolState';
import { defineGenerator, GeneratorScreen, layoutPage, useGenerator } from './GeneratorScreen';

/**
 * The screen every CSS generator shares, tested once here with a fake generator (a box with a width, a
 * unit and a rounded switch); each generator's own tests cover only what is its own.
 */

const DEFAULTS = { input: '', imported: '', width: 10, unit: 'px', rounded: false, note: '' };
type State = typeof DEFAULTS;

/** Reads "width: 12px" or "width: 3em"; anything else is refused with a message. */
function readWidth(text: string): Partial<State> {
  const match = /^width:\s*(\d+)(px|em)$/.exec(text.trim());
  if (!match) throw new ToolError('Expected width: <number>px');
  return { width: Number(match[1]), unit: match[2] };
}

const cssOf = (state: State) =>
  `.box { width: ${state.width}${state.unit};${state.rounded ? ' border-radius: 8px;' : ''} }`;

const FAKE = defineGenerator({
  defaults: DEFAULTS,
  rules: { bounds: { width: { min: 0, max: 100 } } },
  sample: 'width: 42px',
  importer: {
    read: readWidth,
    errorTitle: 'Cannot read this width',
    placeholder: 'width: 10px',
    hint: 'A width.',
    note: (state) => state.unit === 'em' && <p>Read in em</p>,
  },
  presets: [
    { label: 'Wide', apply: { width: 90 } },
    { label: 'Double', apply: (current) => ({ width: current.width * 2 }) },
  ],
  morePresets: { legend: 'Width', presets: [5, 50].map((width) => ({ label: `${width}`, apply: { width } })) },
});

function FakeGenerator({ beside = false }: { beside?: boolean }) {
  const [state, , generator] = useGenerator(beside ? { ...FAKE, beside } : FAKE);
  return (
    <GeneratorScreen
      generator={generator}
      preview={{
        title: 'Box preview',
        height: 'h-40',
        body: [element('div', { class: 'box' })],
        css: cssOf(state),
        note: 'Under the preview',
        below: <p>Buttons of the preview</p>,
      }}
      controls={
        // Bound to the screen's state, which it is not handed.
        <GeneratorFields<State>
          fields={[
            { key: 'width', label: 'Width', slider: { min: 0, max: 100, unit: 'px' }, round: Math.round },
            {
              key: 'unit',
              label: 'Unit',
              options: [
                { value: 'px', label: 'px' },
                { value: 'em', label: 'em' },
              ],
              // Changing the unit keeps the width's look: 16 px to an em.
              set: (unit: string, current: State) => ({
                unit,
                width: unit === current.unit ? current.width : unit === 'em' ? current.width / 16 : current.width * 16,
              }),
            },
            { key: 'rounded', label: 'Rounded', check: true },
            false,
            <p key="own">A part of the tool’s own</p>,
          ]}
        />
      }
      code={[
        { title: 'CSS', code: cssOf(state), tailwind: `w-[${state.width}${state.unit}]` },
        { title: 'HTML', code: '<div class="box"></div>' },
      ]}
    />
  );
}

const renderFake = (beside = false) => render(<FakeGenerator beside={beside} />, inTool('fake-generator'));
const css = () => screen.getByLabelText('CSS', { selector: 'pre' }).textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('GeneratorScreen', () => {
  it('draws the action row, the import field, the presets, the preview, the controls and the code', () => {
    renderFake();
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Load Sample', 'Clear']);
    expect(screen.getByRole('textbox', { name: 'Import CSS' })).toHaveAttribute('placeholder', 'width: 10px');
    const presets = screen.getByRole('group', { name: 'Presets' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Wide', 'Double']);
    const frame = screen.getByTitle('Box preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
    const previewRegion = within(screen.getByRole('region', { name: 'Preview' }));
    expect(previewRegion.getByText('Under the preview')).toBeVisible();
    expect(previewRegion.getByText('Buttons of the preview')).toBeVisible();
    expect(screen.getByText('A part of the tool’s own')).toBeInTheDocument();
    expect(css()).toBe('.box { width: 10px; }');
    expect(screen.getByLabelText('HTML', { selector: 'pre' })).toHaveTextContent('<div class="box"></div>');
    expect(screen.getByRole('button', { name: 'Copy CSS' })).toBeInTheDocument();
    expect(screen.getByLabelText('Tailwind class')).toHaveTextContent('w-[10px]');
  });

  it('Load Sample puts the sample in the import field, and the controls and code take it up', async () => {
    renderFake();
    click('Load Sample');
    expect(screen.getByRole('textbox', { name: 'Import CSS' })).toHaveValue('width: 42px');
    await waitFor(() => expect(css()).toBe('.box { width: 42px; }'));
    expect(screen.getByRole('slider', { name: 'Width' })).toHaveValue('42');
  });

  it('shows why pasted CSS does not read, and the controls keep what they had', async () => {
    renderFake();
    fireEvent.change(screen.getByRole('textbox', { name: 'Import CSS' }), { target: { value: 'height: 3px' } });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cannot read this width');
    expect(alert).toHaveTextContent('Expected width: <number>px');
    expect(css()).toBe('.box { width: 10px; }');
  });

  it('Clear returns to the defaults (its Undo toast is CommonActions’)', async () => {
    renderFake();
    click('Wide');
    expect(css()).toBe('.box { width: 90px; }');
    click('Clear');
    expect(css()).toBe('.box { width: 10px; }');
  });

  it('a preset sets its fields, or what it makes of the current ones', () => {
    renderFake();
    click('Wide');
    expect(css()).toBe('.box { width: 90px; }');
    click('Double');
    expect(css()).toBe('.box { width: 180px; }');
  });

  it('draws a second row of presets named by its legend', () => {
    renderFake();
    const row = screen.getByRole('group', { name: 'Width' });
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['5', '50']);
    fireEvent.click(screen.getByRole('button', { name: 'Width 50' }));
    expect(css()).toBe('.box { width: 50px; }');
  });

  it('shows the importer’s note on what the controls took up', async () => {
    renderFake();
    fireEvent.change(screen.getByRole('textbox', { name: 'Import CSS' }), { target: { value: 'width: 3em' } });
    expect(await screen.findByText('Read in em')).toBeInTheDocument();
  });

  it('draws the same parts with the preview and code beside the controls', () => {
    renderFake(true);
    expect(screen.getByTitle('Box preview')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Width' })).toBeInTheDocument();
    expect(css()).toBe('.box { width: 10px; }');
  });
});

describe('layoutPage', () => {
  it('puts the items in a container, after the page CSS the generated CSS and the selected item outlined', () => {
    const page = layoutPage('.item { color: red; }', '.container { display: flex; }', ['One', 'Two'], 1);
    expect(page.css).toBe(
      '.item { color: red; }\n.container { display: flex; }\n.item-2 { outline: 3px solid #f59e0b; outline-offset: 2px; }',
    );
    expect(page.body).toEqual([
      element('div', { class: 'container' }, [
        element('div', { class: 'item item-1' }, ['One']),
        element('div', { class: 'item item-2' }, ['Two']),
      ]),
    ]);
  });
});

describe('GeneratorFields', () => {
  it('binds sliders, selects and checkboxes to the state, rounding and setting what a field declares', () => {
    renderFake();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Width value (px)' }), { target: { value: '32.6' } });
    expect(css()).toBe('.box { width: 33px; }');
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'em' } });
    expect(css()).toBe('.box { width: 2.0625em; }');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rounded' }));
    expect(css()).toBe('.box { width: 2.0625em; border-radius: 8px; }');
  });

  it('itemUpdate sets what an item’s controls change in that item of the list, and leaves the others', () => {
    let state = {
      items: [
        { a: 1, b: 1 },
        { a: 2, b: 2 },
      ],
      other: 0,
    };
    const update: StateUpdate<typeof state> = (patch) => {
      state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
    };
    itemUpdate(update, 'items', 1)({ b: 5 });
    itemUpdate(update, 'items', 0)((item) => ({ a: item.a + 10 }));
    expect(state).toEqual({
      items: [
        { a: 11, b: 1 },
        { a: 2, b: 5 },
      ],
      other: 0,
    });
  });

  it('draws its controls in a box with a legend, a problem under its control, and what the box holds after them', () => {
    render(
      <GeneratorFields
        legend="Size"
        state={{ width: 4, name: '1x' }}
        update={() => {}}
        fields={[
          { key: 'width', label: 'Width', slider: { min: 0, max: 10 } },
          { key: 'name', label: 'Name', text: { monospace: true }, wide: true, problem: 'Not a name' },
        ]}
      >
        <p>After the controls</p>
      </GeneratorFields>,
    );
    const box = within(screen.getByRole('group', { name: 'Size' }));
    expect(box.getByRole('slider', { name: 'Width' })).toHaveValue('4');
    expect(box.getByRole('textbox', { name: 'Name' })).toHaveValue('1x');
    expect(box.getByRole('alert')).toHaveTextContent('Not a name');
    expect(box.getByText('After the controls')).toBeInTheDocument();
  });
});
