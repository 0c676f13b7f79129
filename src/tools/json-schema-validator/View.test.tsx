import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { INVALID_EXAMPLE_DATA, SAMPLE_SCHEMA, VALID_EXAMPLE_DATA } from './core';
import JsonSchemaValidatorView from './View';

async function renderValidator() {
  render(<JsonSchemaValidatorView />);
  await screen.findByRole('textbox', { name: 'JSON Data' });
  await screen.findByRole('textbox', { name: 'JSON Schema' });
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function validateWith(data: string, schema: string) {
  await setEditorText('JSON Data', data);
  await setEditorText('JSON Schema', schema);
  click('Validate JSON');
}

const errorItems = () => within(screen.getByRole('list', { name: 'Validation errors' })).getAllByRole('listitem');

describe('JSON Schema Validator screen', () => {
  it('shows the spec texts: heading, buttons, panes, placeholders and the features panel', async () => {
    await renderValidator();
    expect(screen.getByRole('heading', { level: 1, name: 'JSON Schema Validator' })).toBeInTheDocument();
    expect(screen.getByText(/Draft-07 support and format validation/)).toBeInTheDocument();
    for (const name of ['Validate JSON', 'Valid Example', 'Invalid Example', 'Clear All'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'JSON Data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'JSON Schema' })).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON data here...')).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON schema here...')).toBeInTheDocument();
    expect(screen.getAllByText('0 characters')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Supported JSON Schema Features' })).toBeInTheDocument();
    for (const name of ['String Validation', 'Number Validation', 'Array Validation', 'Object Validation'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Validation Results' })).not.toBeInTheDocument();
  });

  it('counts characters live in each pane', async () => {
    await renderValidator();
    await setEditorText('JSON Data', '{"a": 1}');
    await setEditorText('JSON Schema', '{}');
    expect(screen.getByText('8 characters')).toBeInTheDocument();
    expect(screen.getByText('2 characters')).toBeInTheDocument();
  });

  it.each([
    ['', '{}'],
    ['{"a": 1}', '   '],
  ])('a blank input (%j, %j) asks for both and clears the result', async (data, schema) => {
    await renderValidator();
    await validateWith('{"a": 1}', '{}');
    await screen.findByText('Validation Successful!');
    await validateWith(data, schema);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please enter both JSON data and schema');
    expect(screen.queryByText('Validation Successful!')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Validation Results' })).not.toBeInTheDocument();
  });

  it('a parse error names the input and where, under "Parsing Error"', async () => {
    await renderValidator();
    await validateWith('{\n  "a": 1,\n}', '{}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Parsing Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "JSON Data is not valid JSON: Expected a double-quoted property name, found '}' at line 3, column 1 (position 12)",
    );

    await validateWith('{}', '{"type": "object",}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('JSON Schema is not valid JSON'));
    expect(screen.getByRole('alert')).toHaveTextContent('line 1, column 19');
  });

  it('a schema that cannot be used is a parsing error too', async () => {
    await renderValidator();
    await validateWith('{}', '{"$ref": "#/definitions/nowhere"}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Parsing Error');
    expect(alert).toHaveTextContent('The JSON Schema has a $ref that cannot be resolved: "#/definitions/nowhere"');
  });

  it('Valid Example fills both panes and validates successfully', async () => {
    await renderValidator();
    click('Valid Example');
    await waitFor(async () => expect(await editorText('JSON Data')).toBe(VALID_EXAMPLE_DATA));
    expect(await editorText('JSON Schema')).toBe(SAMPLE_SCHEMA);
    click('Validate JSON');
    expect(screen.getByRole('button', { name: 'Validating...' })).toBeDisabled();
    expect(await screen.findByText('Validation Successful!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your JSON data perfectly matches the provided schema. All constraints, formats, and requirements are satisfied.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Validate JSON' })).toBeEnabled();
  });

  it('Invalid Example lists every error, numbered, with path, schema path, message, data and params', async () => {
    await renderValidator();
    click('Invalid Example');
    await waitFor(async () => expect(await editorText('JSON Data')).toBe(INVALID_EXAMPLE_DATA));
    click('Validate JSON');
    expect(await screen.findByText('Validation Failed')).toBeInTheDocument();
    expect(screen.getByText('Found 10 validation errors')).toBeInTheDocument();
    const items = errorItems();
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      '#1',
      '#2',
      '#3',
      '#4',
      '#5',
      '#6',
      '#7',
      '#8',
      '#9',
      '#10',
    ]);
    expect(items.map((item) => item.querySelector('code')?.textContent)).toEqual([
      'id',
      'name',
      'email',
      'age',
      'profile.website',
      'preferences.theme',
      'preferences.language',
      'roles.0',
      'roles',
      'createdAt',
    ]);
    const website = items[4] as HTMLElement;
    expect(website).toHaveTextContent('String does not match format "uri".');
    expect(website).toHaveTextContent('Schema path#/properties/profile/properties/website/format');
    expect(website).toHaveTextContent('Data"not a valid url"');
    expect(website).toHaveTextContent('Paramsformat: "uri"');
  });

  it('says "1 validation error" in the singular, and leaves out empty params', async () => {
    await renderValidator();
    await validateWith('{}', '{"required": ["id"]}');
    expect(await screen.findByText('Found 1 validation error')).toBeInTheDocument();
    expect(errorItems()[0]).toHaveTextContent('root');
    expect(errorItems()[0]).toHaveTextContent('ParamsmissingProperty: "id"');

    await validateWith('[1]', '{"contains": {"type": "string"}}');
    await waitFor(() => expect(errorItems()[0]).toHaveTextContent('Array does not contain item matching schema.'));
    expect(errorItems()[0]).not.toHaveTextContent('Params');
    expect(errorItems()[0]).toHaveTextContent(/Data\[\s*1\s*\]/);
  });

  it('Clear All empties both inputs, the result and the error', async () => {
    await renderValidator();
    click('Invalid Example');
    click('Validate JSON');
    await screen.findByText('Validation Failed');
    click('Clear All');
    await waitFor(async () => expect(await editorText('JSON Data')).toBe(''));
    expect(await editorText('JSON Schema')).toBe('');
    expect(screen.queryByText('Validation Failed')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Validation Results' })).not.toBeInTheDocument();

    click('Validate JSON');
    await screen.findByRole('alert');
    click('Clear All');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the busy state for the 300 ms validation delay', async () => {
    await renderValidator();
    await setEditorText('JSON Data', '1');
    await setEditorText('JSON Schema', '{"type": "integer"}');
    const started = performance.now();
    click('Validate JSON');
    expect(screen.getByRole('button', { name: 'Validating...' })).toBeDisabled();
    await screen.findByText('Validation Successful!', {}, { timeout: 2000 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(295);
    await act(async () => {});
  });
});
