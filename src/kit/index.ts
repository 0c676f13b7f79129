/** Everything a tool screen is built from. */
export { ActionBar, Button } from './Button';
export { ErrorAlert, SuccessAlert } from './Alert';
export { BrokenSampleButton, ClearButton, LoadSampleButton, OutputActions, SwapButton } from './CommonActions';
export { CodeBlock } from './CodeBlock';
export { ConverterView, type ConverterViewProps } from './ConverterView';
export { CopyButton, CopyableValue } from './CopyButton';
export { characterColumn, DataTable, type Column } from './DataTable';
export { DownloadButton } from './DownloadButton';
export { EditorPane } from './EditorPane';
export { FeatureCards, type Feature } from './FeatureCards';
export {
  CheckboxField,
  CheckboxGroup,
  ChoiceGroup,
  fieldClasses,
  OptionsBox,
  SelectField,
  TextField,
  type Choice,
} from './Fields';
export { FileDropZone, FileOpenButton, type OpenedFile } from './FileDropZone';
export { LocaleField } from './LocaleField';
export { OpenInMenu } from './OpenInMenu';
export { KeyValueList, NoteList, Panel, type KeyValue, type PanelTone } from './Panel';
export { RunStatus } from './RunStatus';
export { LoadingBlock, Spinner } from './Spinner';
export { Statistics, type Statistic } from './Statistics';
export { Tabs, type Tab } from './Tabs';
export { PaneGrid, TransformPanes } from './TransformPanes';
export { useActionTask, type ActionRun } from './useActionTask';
export { liveDelay, useLiveTask } from './useLiveTask';
export { useTaskRunner, type RunOutcome, type RunState } from './useTaskRunner';
export { useNow } from './useNow';
export { useToolState, type StateUpdate } from './useToolState';
export { attempt, ToolError, type Attempt } from '../lib/tool-error';
// The date and time parts (TimeZoneField, useTemporal) are imported from their own modules: their zone
// tables would otherwise ride along in the chunk every tool shares. So are the generators' parts
// (ColorField with its colour names, SliderField, CodeOutput, SandboxedPreview and the element trees of
// src/preview/protocol, useTextImport), which only the frontend tools use.
export { useLongRun } from './useLongRun';
