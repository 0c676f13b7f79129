import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { inTool } from '../../test/in-tool';
import { DateField, DateScreen, ModeTabs, useClock, useLocale, ZoneField } from './DateScreen';
import type { DateBodyProps, ModeTab } from './DateScreen';

beforeAll(async () => {
  await loadTemporal();
});

beforeEach(() => window.sessionStorage.clear());

const DEFAULTS = { mode: 'one' as 'one' | 'two', when: '', zone: '' };
type State = typeof DEFAULTS;

function One({ state, bind }: DateBodyProps<State>) {
  const { localZone } = useClock();
  return (
    <>
      <DateField label="When" {...bind('when')} />
      <ZoneField {...bind('zone')} />
      <p>
        Read {state.when || 'nothing'} in {state.zone || localZone}
      </p>
    </>
  );
}

function Two() {
  return <p>The second mode</p>;
}

const MODES: readonly ModeTab<State>[] = [
  ['one', 'First', One],
  ['two', 'Second', Two],
];

function Body(props: DateBodyProps<State>) {
  return <ModeTabs label="Mode" modes={MODES} {...props} />;
}

function renderScreen() {
  const rules = { choices: { mode: ['one', 'two'] as State['mode'][] } };
  render(
    <DateScreen defaults={DEFAULTS} rules={rules} sample={{ when: '2026-11-24' }} body={Body} />,
    inTool('date-demo'),
  );
}

describe('DateScreen', () => {
  it('binds its fields to the state, fills the sample and clears back to the defaults', async () => {
    renderScreen();
    const when = await screen.findByRole('textbox', { name: 'When' });
    expect(when).toHaveClass('font-mono');
    fireEvent.change(when, { target: { value: '2026-01-15' } });
    expect(screen.getByText(/^Read 2026-01-15 in /)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'When' })).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Load Sample' }));
    expect(screen.getByRole('textbox', { name: 'When' })).toHaveValue('2026-11-24');
  });

  it('shows the browser zone in an empty zone field, and reads it as the zone', async () => {
    renderScreen();
    const zone = await screen.findByRole('combobox', { name: 'Time zone' });
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(zone).toHaveValue(local);
    expect(screen.getByText(new RegExp(`in ${local}$`))).toBeInTheDocument();
  });

  it('keeps the mode in the state, each tab drawing its own body', async () => {
    renderScreen();
    await screen.findByRole('textbox', { name: 'When' });
    fireEvent.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByText('The second mode')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'When' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: 'When' })).toBeInTheDocument();
  });
});

describe('useLocale', () => {
  it('gives a language tag as written, and the browser’s locale (undefined) for a blank or broken one', () => {
    const { result, rerender } = renderHook(({ value }) => useLocale(value), { initialProps: { value: 'de-CH' } });
    expect(result.current).toBe('de-CH');
    rerender({ value: '' });
    expect(result.current).toBeUndefined();
    rerender({ value: 'not a tag!' });
    expect(result.current).toBeUndefined();
  });
});
