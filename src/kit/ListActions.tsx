import { Plus, Trash2 } from 'lucide-react';
import { Button } from './Button';

interface AddRowProps {
  /** The button's text: "Add stop". */
  label: string;
  count: number;
  /** The most the tool makes: the button is off there, and a line says so. */
  max: number;
  /** What the list holds, in the plural: "stops". */
  plural: string;
  onAdd: () => void;
}

/** The Add button under a generator's bounded list, and the line that says when the list is full. */
export function AddRow({ label, count, max, plural, onAdd }: AddRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button size="sm" disabled={count >= max} icon={<Plus className="h-4 w-4" aria-hidden="true" />} onClick={onAdd}>
        {label}
      </Button>
      {count >= max ? (
        <span className="text-sm text-gray-700 dark:text-gray-300">{`${max} ${plural} is the most this tool makes.`}</span>
      ) : null}
    </div>
  );
}

/** The Remove button of a row in a generator's list (a stop, a keyframe), named for the row it removes. */
export function RemoveButton({ label, disabled, onClick }: { label: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="self-start sm:self-auto"
      disabled={disabled}
      aria-label={label}
      icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
      onClick={onClick}
    >
      Remove
    </Button>
  );
}
