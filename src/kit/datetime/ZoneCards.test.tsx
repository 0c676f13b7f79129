import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTemporal } from '../../lib/time/temporal';
import { AddZoneField, ZoneCards, type ZoneCard } from './ZoneCards';

beforeAll(async () => {
  await loadTemporal();
});

const CARDS: ZoneCard[] = [
  { zone: 'Europe/London', title: 'London', subtitle: 'Europe/London', body: <p>14:00</p> },
  { zone: 'Asia/Tokyo', body: <p>23:00</p> },
  { zone: 'UTC', body: <p>14:00 UTC</p> },
];

describe('ZoneCards', () => {
  it('heads each card with its title (the zone by default), names it by its zone, and draws its body', () => {
    render(<ZoneCards label="Clocks" cards={CARDS} onRemove={() => {}} headingLevel={3} />);
    const list = screen.getByRole('list', { name: 'Clocks' });
    const london = within(list).getByRole('listitem', { name: 'Europe/London' });
    expect(within(london).getByRole('heading', { level: 3 })).toHaveTextContent('London');
    expect(london).toHaveTextContent('Europe/London');
    expect(london).toHaveTextContent('14:00');
    const tokyo = within(list).getByRole('listitem', { name: 'Asia/Tokyo' });
    expect(within(tokyo).getByRole('heading', { level: 3 })).toHaveTextContent('Asia/Tokyo');
  });

  it('removes a card by its place, and has no move buttons for a list in a set order', () => {
    const onRemove = vi.fn<(index: number) => void>();
    render(<ZoneCards cards={CARDS} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Asia/Tokyo' }));
    expect(onRemove).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });

  it('swaps a card with the one before or after it, and cannot move past either end', () => {
    const onSwap = vi.fn<(index: number) => void>();
    render(<ZoneCards cards={CARDS} onRemove={() => {}} onSwap={onSwap} wide />);
    expect(screen.getByRole('button', { name: 'Move Europe/London up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move UTC down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Asia/Tokyo up' }));
    expect(onSwap).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Move Asia/Tokyo down' }));
    expect(onSwap).toHaveBeenLastCalledWith(2);
  });

  it('keeps a zone listed twice as two cards', () => {
    render(<ZoneCards cards={[...CARDS, CARDS[1]!]} onRemove={() => {}} />);
    expect(screen.getAllByRole('listitem', { name: 'Asia/Tokyo' })).toHaveLength(2);
  });
});

describe('AddZoneField', () => {
  it('adds a zone that is not listed yet, and not one that is', () => {
    const onAdd = vi.fn<(zone: string) => void>();
    render(<AddZoneField label="Add a zone" zones={['UTC']} onAdd={onAdd} />);
    const field = screen.getByRole('combobox', { name: 'Add a zone' });
    expect(field).toHaveValue('');
    fireEvent.change(field, { target: { value: 'Asia/Tokyo' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onAdd).toHaveBeenCalledWith('Asia/Tokyo');
    fireEvent.change(field, { target: { value: 'UTC' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
