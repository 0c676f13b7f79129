import { AlignLeft, Eraser, Pilcrow, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import {
  ActionBar,
  CheckboxField,
  ChoiceGroup,
  ClearButton,
  FeatureCards,
  LoadSampleButton,
  OptionsBox,
  Statistics,
  ToolHeader,
  ToolPage,
  TransformPanes,
  useLiveTask,
} from '../../kit';
import { formatCount } from '../../lib/format';
import { DEFAULT_OPTIONS, EMPTY_LINE_MODES, SAMPLE_TEXT, removeExtraSpaces, type SpaceOptions } from './core';

const tasks = { removeExtraSpaces };
const createWorker = () =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'remove-extra-spaces' });

const features = [
  {
    title: 'Every Kind of Space',
    description:
      'Spaces, tabs, no-break spaces, ideographic and other Unicode spaces. Two or more in a row become one space; a single tab between words is left alone.',
    icon: <Eraser className="h-4 w-4 text-blue-600" aria-hidden="true" />,
  },
  {
    title: 'Tidy Lines',
    description:
      'Spaces at the start and end of each line go. Lines with only spaces count as empty: keep them, keep one between paragraphs, or remove them all.',
    icon: <AlignLeft className="h-4 w-4 text-purple-600" aria-hidden="true" />,
  },
  {
    title: 'One Line on Request',
    description:
      'Join all lines into one, separated by single spaces: for text copied out of PDFs and e-mails with hard line breaks.',
    icon: <Pilcrow className="h-4 w-4 text-orange-600" aria-hidden="true" />,
  },
  {
    title: 'Nothing Else Changes',
    description:
      'Only spaces, tabs and line breaks are removed, and the count says how many. Emoji, accents, right-to-left text and Windows line breaks stay as they are.',
    icon: <ShieldCheck className="h-4 w-4 text-green-600" aria-hidden="true" />,
  },
];

export default function RemoveExtraSpacesView() {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<SpaceOptions>(DEFAULT_OPTIONS);
  const { result, error, errorAt } = useLiveTask({
    tasks,
    task: 'removeExtraSpaces',
    args: [input, options],
    createWorker,
    enabled: input !== '',
  });
  const output = result?.output ?? '';
  const setOption = <K extends keyof SpaceOptions>(key: K, value: SpaceOptions[K]) =>
    setOptions((current) => ({ ...current, [key]: value }));

  return (
    <ToolPage>
      <ToolHeader
        icon="🧹"
        title="Remove Extra Spaces"
        subtitle="Collapse runs of spaces and tabs, trim lines and drop surplus empty lines as you type."
      />

      <OptionsBox legend="Options" stacked>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <CheckboxField
            label="Collapse runs of spaces and tabs into one space"
            checked={options.collapseSpaces}
            onChange={(checked) => setOption('collapseSpaces', checked)}
          />
          <CheckboxField
            label="Trim spaces at the start and end of each line"
            checked={options.trimLines}
            onChange={(checked) => setOption('trimLines', checked)}
          />
          <CheckboxField
            label="Join all lines into one (remove line breaks)"
            checked={options.joinLines}
            onChange={(checked) => setOption('joinLines', checked)}
          />
        </div>
        <ChoiceGroup
          legend="Empty lines"
          choices={EMPTY_LINE_MODES}
          value={options.emptyLines}
          onChange={(mode) => setOption('emptyLines', mode)}
          disabled={options.joinLines}
          inline
        />
      </OptionsBox>

      <ActionBar>
        <LoadSampleButton onClick={() => setInput(SAMPLE_TEXT)} />
        <ClearButton onClick={() => setInput('')} />
      </ActionBar>

      <TransformPanes
        input={{ title: 'Text', value: input, onChange: setInput, placeholder: 'Paste text with extra spaces here...' }}
        output={{
          title: 'Cleaned Text',
          value: output,
          placeholder: 'The cleaned text will appear here...',
          label: 'cleaned text',
          fileName: 'cleaned.txt',
        }}
        error={{ title: 'Cannot clean this text', message: error, at: errorAt }}
      />

      {result && (
        <Statistics
          items={[
            { label: 'Characters removed', value: formatCount(result.charactersRemoved) },
            { label: 'Lines removed', value: formatCount(result.linesRemoved) },
          ]}
        />
      )}

      <FeatureCards title="Cleaning Rules" features={features} />
    </ToolPage>
  );
}
