import { CopyableValue } from '../../kit/CopyButton';
import { KeyValueList, Panel } from '../../kit/Panel';
import { LiveTransformScreen } from '../../kit/LiveTransformScreen';
import {
  CLASSES,
  PERMISSIONS,
  SAMPLE_INPUT,
  SETGID,
  SETUID,
  STICKY,
  octalOf,
  parseMode,
  type ChmodResult,
  type FileMode,
} from './core';
import { OPTIONS } from './options';
import { tasks } from './tasks';

/** The mode the input holds, for the grid; null while it does not read as one (the alert says why). */
function modeOf(input: string): FileMode | null {
  if (input.trim() === '') return { bits: 0, type: '-' };
  try {
    return parseMode(input);
  } catch {
    return null;
  }
}

const SPECIALS = [
  { name: 'Setuid', bit: SETUID, hint: 'runs as the owner' },
  { name: 'Setgid', bit: SETGID, hint: 'runs as the group; new files take the directory’s group' },
  { name: 'Sticky', bit: STICKY, hint: 'only owners may delete in the directory' },
] as const;

/**
 * The screen, declared: LiveTransformScreen converts the mode as the user types; the checkbox grid under it
 * writes the input as octal, so the grid, the text and the output are one state.
 */
export default function ChmodCalculatorView() {
  return (
    <LiveTransformScreen
      options={OPTIONS}
      tasks={tasks}
      worker={() => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'chmod-calculator' })}
      task="convertMode"
      sample={SAMPLE_INPUT}
      input={{
        title: 'Mode',
        placeholder: 'A mode: 755, 4755, -rwxr-xr-x, rwxr-xr-x or u=rwx,g=rx,o=rx...',
        height: 80,
      }}
      output={{ title: 'Permissions', label: 'permissions', fileName: 'permissions.txt' }}
      errorTitle="Cannot read this mode"
      below={({ state, update, run }) => (
        <>
          <PermissionGrid input={state.input} onChange={(input) => update({ input })} />
          {run.result && !run.stale && <Forms result={run.result} />}
        </>
      )}
    />
  );
}

function PermissionGrid({ input, onChange }: { input: string; onChange: (input: string) => void }) {
  const mode = modeOf(input);
  const bits = mode?.bits ?? 0;
  const toggle = (bit: number, on: boolean) => onChange(octalOf(on ? bits | bit : bits & ~bit));
  return (
    <Panel title="Permissions Grid">
      {mode === null && (
        <p className="text-sm text-gray-600 dark:text-gray-300">The grid follows the mode once it reads.</p>
      )}
      <table className="w-full max-w-md text-sm">
        <caption className="sr-only">Permissions of the owner, the group and others</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left font-medium">
              Who
            </th>
            {PERMISSIONS.map((permission) => (
              <th key={permission.letter} scope="col" className="font-medium">
                {permission.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {CLASSES.map((who) => (
            <tr key={who.who}>
              <th scope="row" className="py-1 text-left font-medium">
                {who.name}
              </th>
              {PERMISSIONS.map((permission) => {
                const bit = permission.value << who.shift;
                return (
                  <td key={permission.letter} className="text-center">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-blue-600"
                      aria-label={`${who.name} ${permission.name.toLowerCase()}`}
                      checked={(bits & bit) !== 0}
                      disabled={mode === null}
                      onChange={(event) => toggle(bit, event.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium">Special bits</legend>
        {SPECIALS.map((special) => (
          <label key={special.name} className="flex items-center gap-2" title={special.hint}>
            <input
              type="checkbox"
              className="h-4 w-4 accent-blue-600"
              checked={(bits & special.bit) !== 0}
              disabled={mode === null}
              onChange={(event) => toggle(special.bit, event.target.checked)}
            />
            {special.name} <span className="text-gray-600 dark:text-gray-300">({special.hint})</span>
          </label>
        ))}
      </fieldset>
    </Panel>
  );
}

function Forms({ result }: { result: ChmodResult }) {
  const { forms } = result;
  return (
    <Panel title="Every Form">
      <KeyValueList
        label="The mode in every form"
        items={[
          { label: 'Octal', value: <CopyableValue text={forms.octal} label="Octal mode" /> },
          { label: 'Symbolic', value: <CopyableValue text={forms.symbolic} label="Symbolic mode" /> },
          { label: 'Assignments', value: <CopyableValue text={forms.assignments} label="Assignments" /> },
          { label: 'chmod', value: <CopyableValue text={forms.chmod} label="chmod command" /> },
          {
            label: 'chmod (symbolic)',
            value: <CopyableValue text={forms.symbolicChmod} label="Symbolic chmod command" />,
          },
          { label: 'umask', value: <CopyableValue text={forms.umask} label="umask command" /> },
        ]}
      />
      <p className="text-sm text-gray-600 dark:text-gray-300">
        The umask is the one whose new directories get these permissions (new files get them without execute).
      </p>
    </Panel>
  );
}
