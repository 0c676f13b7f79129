import { ArrowDown, ArrowUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { RemoveButton } from '../ListActions';
import { TimeZoneField } from '../TimeZoneField';
import { useClock } from './DateScreen';

/** One zone in a list of zones (the world clock's cities, the converter's targets): what its card shows. */
export interface ZoneCard {
  /** The zone's id: it names the card and its buttons ("Remove Asia/Tokyo"). */
  zone: string;
  /** The card's heading: the zone id unless given (a city's name). */
  title?: string;
  /** A quiet line under the heading. */
  subtitle?: string;
  body: ReactNode;
}

interface ZoneCardsProps {
  /** The list's name, for screen readers. */
  label?: string;
  cards: readonly ZoneCard[];
  onRemove: (index: number) => void;
  /** Swaps the card at `index` with the one before it; with it, each card can move up and down. */
  onSwap?: (index: number) => void;
  /** Two columns from the medium breakpoint up, for cards that stand on their own (clocks). */
  wide?: boolean;
  /** The headings' level under the list's own heading. */
  headingLevel?: 2 | 3;
}

/**
 * Zones as a list of cards, each headed by its zone (or city) with its buttons: Remove, and Move up and
 * Move down where the list's order is the user's. The screens that keep a list of zones draw it this way.
 */
export function ZoneCards({ label, cards, onRemove, onSwap, wide = false, headingLevel = 2 }: ZoneCardsProps) {
  // A zone listed twice (from an edited link) gets a key of its own; a moved card keeps its key, and its focus.
  const seen = new Map<string, number>();
  const keys = cards.map(({ zone }) => {
    const count = seen.get(zone) ?? 0;
    seen.set(zone, count + 1);
    return count === 0 ? zone : `${zone} ${count}`;
  });
  return (
    <ul aria-label={label} className={wide ? 'grid grid-cols-1 gap-3 md:grid-cols-2' : 'flex flex-col gap-2'}>
      {cards.map((card, index) => (
        <Card
          key={keys[index]}
          card={card}
          headingLevel={headingLevel}
          onRemove={() => onRemove(index)}
          onMoveUp={onSwap && index > 0 ? () => onSwap(index) : undefined}
          onMoveDown={onSwap && index < cards.length - 1 ? () => onSwap(index + 1) : undefined}
          movable={onSwap !== undefined}
        />
      ))}
    </ul>
  );
}

interface CardProps {
  card: ZoneCard;
  headingLevel: 2 | 3;
  onRemove: () => void;
  /** Absent at the end it cannot move past. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  movable: boolean;
}

function Card({ card, headingLevel, onRemove, onMoveUp, onMoveDown, movable }: CardProps) {
  const { zone, title = zone, subtitle, body } = card;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li
      aria-label={zone}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="text-base font-semibold break-words">{title}</Heading>
          {subtitle && <p className="text-xs break-words text-gray-700 dark:text-gray-300">{subtitle}</p>}
        </div>
        <div className="flex gap-1">
          {movable && <MoveButton direction="up" zone={zone} onClick={onMoveUp} />}
          {movable && <MoveButton direction="down" zone={zone} onClick={onMoveDown} />}
          <RemoveButton label={`Remove ${zone}`} disabled={false} onClick={onRemove} />
        </div>
      </div>
      {body}
    </li>
  );
}

function MoveButton({ direction, zone, onClick }: { direction: 'up' | 'down'; zone: string; onClick?: () => void }) {
  const Icon = direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Move ${zone} ${direction}`}
      title={`Move ${direction}`}
      disabled={onClick === undefined}
      onClick={onClick}
      icon={<Icon aria-hidden className="h-4 w-4" />}
    />
  );
}

/**
 * A field that adds a zone to a list: a zone already there is not added twice. Its list's offsets are at
 * the screen's clock.
 */
export function AddZoneField({
  label,
  zones,
  onAdd,
}: {
  label: string;
  zones: readonly string[];
  onAdd: (zone: string) => void;
}) {
  const { nowNs } = useClock();
  const add = (zone: string) => {
    if (!zones.includes(zone)) onAdd(zone);
  };
  return <TimeZoneField label={label} value="" onChange={add} nowNs={nowNs} />;
}
