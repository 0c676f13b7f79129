import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../lib/tool-error';
import { setEditorText } from '../test/editor';
import { inTool } from '../test/in-tool';
import { JsonConverterView } from './json-converter';

const tasks = {
  echo(input: string) {
    if (input.startsWith('!')) throw new ToolError('Unexpected "!" at line 1, column 1');
    return input;
  },
};

describe('JsonConverterView', () => {
  it('draws the JSON input pane, asks for JSON when blank and reports bad JSON as a "Validation Error"', async () => {
    const { container } = render(
      <JsonConverterView
        tasks={tasks}
        task="echo"
        convertLabel="Echo"
        output={{ shows: 'Echoed JSON', fileName: 'echo.json' }}
        sample="{}"
        blankMessage="Please enter JSON data"
        successMessage="Echoed"
      />,
      inTool('echo'),
    );
    await screen.findByRole('textbox', { name: 'Input JSON' });
    expect(screen.getByText('Paste your JSON here...')).toBeInTheDocument();
    // The output pane is named by what it shows.
    expect(screen.getByText('Echoed JSON will appear here...')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Echoed JSON' })).toBeInTheDocument();
    expect(container.querySelector('input[type=file]')).toHaveAttribute('accept', '.json,application/json,text/plain');
    fireEvent.click(screen.getByRole('button', { name: 'Echo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter JSON data');
    await setEditorText('Input JSON', '!');
    fireEvent.click(screen.getByRole('button', { name: 'Echo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation Error');
  });
});
