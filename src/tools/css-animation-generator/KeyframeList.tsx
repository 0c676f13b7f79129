import { CheckboxField, type StateUpdate } from '../../kit';
import { AddRow, RemoveButton } from '../../kit/ListActions';
import { ColorField } from '../../kit/ColorField';
import { GeneratorFields } from '../../kit/GeneratorFields';
import { SliderField } from '../../kit/SliderField';
import {
  addKeyframe,
  COLOR_PROPERTY,
  duplicateOffsets,
  MAX_KEYFRAMES,
  OFFSET_RANGE,
  OPACITY_RANGE,
  ROTATE_RANGE,
  SCALE_RANGE,
  setOffset,
  TRANSLATE_RANGE,
  type Keyframe,
} from './core';

interface KeyframeListProps {
  keyframes: readonly Keyframe[];
  onKeyframes: (keyframes: Keyframe[]) => void;
}

/** The keyframes in order of offset, each with the properties it sets, and Add keyframe under them. */
export function KeyframeList({ keyframes, onKeyframes }: KeyframeListProps) {
  const duplicates = duplicateOffsets(keyframes);
  return (
    <>
      <p className="text-sm text-gray-600 dark:text-gray-300">
        Each keyframe may set a transform, the opacity and the colour ({COLOR_PROPERTY}); what a keyframe leaves unset
        is carried between the keyframes that set it.
      </p>
      <ol className="flex flex-col gap-3">
        {keyframes.map((keyframe, index) => (
          // Positional keys: the list is kept in order of offset.
          <li key={index} className="flex flex-col gap-3 rounded-md border border-gray-200 p-3 dark:border-gray-800">
            <KeyframeFields
              keyframe={keyframe}
              index={index}
              removable={keyframes.length > 1}
              onOffset={(offset) => onKeyframes(setOffset(keyframes, index, offset).keyframes)}
              onChange={(patch) =>
                onKeyframes(keyframes.map((each, at) => (at === index ? { ...each, ...patch } : each)))
              }
              onRemove={() => onKeyframes(keyframes.filter((_, other) => other !== index))}
            />
          </li>
        ))}
      </ol>
      <AddRow
        label="Add keyframe"
        count={keyframes.length}
        max={MAX_KEYFRAMES}
        plural="keyframes"
        onAdd={() => onKeyframes(addKeyframe(keyframes).keyframes)}
      />
      {duplicates.length > 0 ? (
        <p className="text-sm text-amber-800 dark:text-amber-200">
          More than one keyframe sits at {duplicates.map((offset) => `${offset}%`).join(', ')}: in CSS the later one’s
          properties win.
        </p>
      ) : null}
    </>
  );
}

interface KeyframeFieldsProps {
  keyframe: Keyframe;
  index: number;
  removable: boolean;
  onOffset: (offset: number) => void;
  onChange: (patch: Partial<Keyframe>) => void;
  onRemove: () => void;
}

function KeyframeFields({ keyframe, index, removable, onOffset, onChange, onRemove }: KeyframeFieldsProps) {
  const name = `Keyframe ${index + 1}`;
  const at = `${keyframe.offset}%`;
  const update: StateUpdate<Keyframe> = (patch) => onChange(typeof patch === 'function' ? patch(keyframe) : patch);
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:gap-3">
        <div className="min-w-0 flex-1">
          <SliderField
            label={`${name} offset`}
            value={keyframe.offset}
            onChange={onOffset}
            {...OFFSET_RANGE}
            unit="%"
          />
        </div>
        <RemoveButton label={`Remove keyframe ${index + 1}`} disabled={!removable} onClick={onRemove} />
      </div>
      <CheckboxField
        label={`Transform at ${at}`}
        checked={keyframe.hasTransform}
        onChange={(hasTransform) => onChange({ hasTransform })}
      />
      {keyframe.hasTransform ? (
        <GeneratorFields
          state={keyframe}
          update={update}
          fields={[
            { key: 'translateX', label: `${name} translate X`, slider: { ...TRANSLATE_RANGE, unit: 'px' } },
            { key: 'translateY', label: `${name} translate Y`, slider: { ...TRANSLATE_RANGE, unit: 'px' } },
            { key: 'rotate', label: `${name} rotate`, slider: { ...ROTATE_RANGE, unit: '°' } },
            { key: 'scale', label: `${name} scale`, slider: { ...SCALE_RANGE, step: 0.01 } },
          ]}
        />
      ) : null}
      <CheckboxField
        label={`Opacity at ${at}`}
        checked={keyframe.hasOpacity}
        onChange={(hasOpacity) => onChange({ hasOpacity })}
      />
      {keyframe.hasOpacity ? (
        <SliderField
          label={`${name} opacity`}
          value={keyframe.opacity}
          onChange={(opacity) => onChange({ opacity })}
          {...OPACITY_RANGE}
          step={0.01}
        />
      ) : null}
      <CheckboxField
        label={`Colour (${COLOR_PROPERTY}) at ${at}`}
        checked={keyframe.hasColor}
        onChange={(hasColor) => onChange({ hasColor })}
      />
      {keyframe.hasColor ? (
        <ColorField label={`${name} colour`} value={keyframe.color} onChange={(color) => onChange({ color })} />
      ) : null}
    </>
  );
}
