import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTemporal } from '../lib/time/temporal';
import { listZones } from '../lib/time/zones';
import { TimeZoneField } from './TimeZoneField';

beforeAll(async () => {
  await loadTemporal();
});

/** 2026-01-15T12:00:00Z: winter in the north, so New York is on EST. */
const NOW_NS = 1_768_478_400_000_000_000n;

/** The field as a tool holds it: the chosen zone in state, and something else on the page to move focus to. */
function renderField(initial = 'UTC') {
  const onChange = vi.fn<(zone: string) => void>();
  function Tool() {
    const [zone, setZone] = useState(initial);
    return (
      <>
        <TimeZoneField
          label="Time zone"
          value={zone}
          onChange={(picked) => {
            onChange(picked);
            setZone(picked);
          }}
          nowNs={NOW_NS}
        />
        <button type="button">Elsewhere</button>
      </>
    );
  }
  const user = userEvent.setup({ delay: null });
  render(<Tool />);
  return { user, onChange, field: screen.getByRole('combobox', { name: 'Time zone' }) };
}

/** Replaces the field's text, as a user selecting it all and typing does. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

const listbox = () => screen.getByRole('listbox', { hidden: true });
const optionNames = () =>
  within(listbox())
    .queryAllByRole('option')
    .map((option) => option.firstChild?.firstChild?.textContent);
const activeOption = (field: HTMLElement) => {
  const id = field.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id);
};
const activeZone = (field: HTMLElement) => activeOption(field)?.firstChild?.firstChild?.textContent;

describe('TimeZoneField', () => {
  it('is a labelled, collapsed combobox showing the zone, tied to its list', () => {
    const { field } = renderField('Asia/Kolkata');
    expect(field).toHaveValue('Asia/Kolkata');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-controls', listbox().id);
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(listbox()).not.toBeVisible();
    expect(screen.getByText('Time zone').tagName).toBe('LABEL');
    expect(field).toHaveAccessibleDescription(
      'Type a city, country, zone, abbreviation such as IST, or offset such as +05:30.',
    );
  });

  it('typing filters, makes the best match active, and Enter chooses it', async () => {
    const { user, field, onChange } = renderField();
    await typeInto(user, field, 'kolk');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(listbox()).toBeVisible();
    expect(optionNames()).toEqual(['Asia/Kolkata']);
    expect(activeOption(field)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('Asia/Kolkata');
    expect(field).toHaveValue('Asia/Kolkata');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveFocus();
  });

  it('shows each zone’s place, offset and abbreviation in its option', async () => {
    const { user, field } = renderField();
    await typeInto(user, field, 'Kolkata');
    expect(within(listbox()).getByRole('option')).toHaveAccessibleName('Asia/Kolkata, Kolkata, India, +05:30 IST');
  });

  it('arrow keys, Home and End move the active option, and only one is selected', async () => {
    const { user, field, onChange } = renderField();
    await typeInto(user, field, 'new');
    expect(optionNames().slice(0, 2)).toEqual(['America/New_York', 'America/North_Dakota/New_Salem']);
    expect(activeZone(field)).toBe('America/New_York');
    await user.keyboard('{ArrowDown}');
    expect(activeZone(field)).toBe('America/North_Dakota/New_Salem');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeZone(field)).toBe('America/New_York');
    await user.keyboard('{End}');
    expect(activeZone(field)).toBe(optionNames().at(-1));
    await user.keyboard('{ArrowDown}');
    expect(activeZone(field)).toBe(optionNames().at(-1));
    await user.keyboard('{Home}{ArrowDown}');
    expect(activeZone(field)).toBe('America/North_Dakota/New_Salem');
    expect(within(listbox()).getAllByRole('option', { selected: true })).toEqual([activeOption(field)]);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('America/North_Dakota/New_Salem');
  });

  it('ArrowDown on the closed field opens every zone with the current one active', async () => {
    const { user, field } = renderField('Europe/Kyiv');
    act(() => field.focus());
    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(listZones());
    expect(activeZone(field)).toBe('Europe/Kyiv');
  });

  it('a click on the field opens the list at the current zone', async () => {
    const { user, field } = renderField('Pacific/Chatham');
    await user.click(field);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(activeZone(field)).toBe('Pacific/Chatham');
    expect(activeOption(field)).toHaveAccessibleName('Pacific/Chatham, Chatham, New Zealand, +13:45 GMT+13:45');
  });

  it('Escape closes the list, keeping the text; a second Escape puts the field back', async () => {
    const { user, field, onChange } = renderField('Asia/Tokyo');
    await typeInto(user, field, 'paris');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(listbox()).not.toBeVisible();
    expect(field).toHaveValue('paris');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('Asia/Tokyo');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a click on an option chooses it and keeps focus in the field', async () => {
    const { user, field, onChange } = renderField();
    await typeInto(user, field, 'IST');
    await user.click(within(listbox()).getAllByRole('option')[2]!);
    expect(onChange).toHaveBeenCalledWith('Asia/Jerusalem');
    expect(field).toHaveValue('Asia/Jerusalem');
    expect(field).toHaveFocus();
  });

  it.each([
    ['US/Eastern', 'America/New_York'],
    ['asia/calcutta', 'Asia/Kolkata'],
    ['Etc/GMT+5', 'Etc/GMT+5'],
  ])('leaving the field with %j chooses %s', async (text, zone) => {
    const { user, field, onChange } = renderField();
    await typeInto(user, field, text);
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(zone);
    expect(field).toHaveValue(zone);
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaving the field with text that names no zone puts the field back', async () => {
    const { user, field, onChange } = renderField('Europe/Paris');
    await typeInto(user, field, 'Atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No time zone matches “Atlantis”.');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('Europe/Paris');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('choosing the zone it already has does not report a change', async () => {
    const { user, field, onChange } = renderField('Asia/Kolkata');
    await typeInto(user, field, 'Kolkata');
    await user.keyboard('{Enter}');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(field).toHaveValue('Asia/Kolkata');
  });
});
