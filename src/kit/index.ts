/** Everything a tool screen is built from. */
export { ActionBar, Button } from './Button';
export { ErrorAlert, SuccessAlert } from './Alert';
export { ClearButton, LoadSampleButton, OutputActions } from './CommonActions';
export { ConverterView, type ConverterViewProps } from './ConverterView';
export { CopyButton } from './CopyButton';
export { DownloadButton } from './DownloadButton';
export { EditorPane } from './EditorPane';
export { FavoriteButton } from './FavoriteButton';
export { FeatureCards, type Feature } from './FeatureCards';
export { FileOpenButton } from './FileOpenButton';
export { LocaleField } from './LocaleField';
export { LoadingBlock, Spinner } from './Spinner';
export { Statistics, type Statistic } from './Statistics';
export { ToolHeader, ToolPage } from './ToolHeader';
export { useDocumentTitle } from './useDocumentTitle';
export { useTaskRunner, type RunOutcome } from './useTaskRunner';
export { liveDelay, useLiveTask } from './useLiveTask';
export { ToolError } from '../lib/tool-error';
