import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorText, setEditorText } from '../../test/editor';
import { renderTool } from '../../test/render-tool';
import { INVALID_EXAMPLE_DATA, SAMPLE_SCHEMA, VALID_EXAMPLE_DATA } from './core';

const renderValidator = () => renderTool('json-schema-validator');

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function validateWith(data: string, schema: string) {
  await setEditorText('JSON Data', data);
  await setEditorText('JSON Schema', schema);
  click('Validate JSON');
}

const failure = () => screen.queryByRole('region', { name: 'Validation Failed' });
const errorItems = () => within(screen.getByRole('list', { name: 'Validation errors' })).getAllByRole('listitem');

const ADDRESS_SCHEMA = JSON.stringify({
  $id: 'https://example.com/schemas/address.json',
  type: 'object',
  required: ['city'],
  properties: { city: { type: 'string' } },
});
const USER_SCHEMA = JSON.stringify({
  $id: 'https://example.com/schemas/user.json',
  properties: { home: { $ref: 'address.json' } },
});

describe('JSON Schema Validator screen', () => {
  it('shows the spec texts: buttons, panes, placeholders, and the features panel', async () => {
    await renderValidator();
    expect(screen.getByText(/Draft-07 support and format validation/)).toBeInTheDocument();
    for (const name of ['Validate JSON', 'Valid Example', 'Invalid Example', 'Clear All'])
      expect(screen.getByRole('button', { name })).toBeEnabled();
    expect(screen.getByText('Paste your JSON data here...')).toBeInTheDocument();
    expect(screen.getByText('Paste your JSON schema here...')).toBeInTheDocument();
    expect(document.querySelector('[data-pane="data"]')).toHaveTextContent('JSON Data');
    expect(document.querySelector('[data-pane="schema"]')).toHaveTextContent('JSON Schema');
    for (const name of ['String Validation', 'Number Validation', 'Array Validation', 'Object Validation'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Referenced Schemas' })).toHaveTextContent('Nothing is downloaded.');
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
    expect(within(alert).getByRole('heading', { name: 'Missing Input' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Please enter both JSON data and schema');
    expect(screen.queryByText('Validation Successful!')).not.toBeInTheDocument();
  });

  it('a parse error names the input and where, under "Parsing Error", and marks that pane only', async () => {
    await renderValidator();
    await validateWith('{\n  "a": 1,\n}', '{}');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Parsing Error' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "JSON Data is not valid JSON: Expected a double-quoted property name, found '}' at line 3, column 1 (position 12)",
    );
    const goTo = screen.getByRole('button', { name: 'Go to the error at line 3, column 1' });
    expect(goTo.closest('[data-pane]')).toHaveAttribute('data-pane', 'data');

    await validateWith('{}', '{"type": "object",}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('JSON Schema is not valid JSON'));
    expect(screen.getByRole('alert')).toHaveTextContent('line 1, column 19');
    const schemaGoTo = screen.getByRole('button', { name: 'Go to the error at line 1, column 19' });
    expect(schemaGoTo.closest('[data-pane]')).toHaveAttribute('data-pane', 'schema');
  });

  it('a schema that cannot be used is a parsing error too', async () => {
    await renderValidator();
    await validateWith('{}', '{"$ref": "#/definitions/nowhere"}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Parsing Error');
    expect(alert).toHaveTextContent('The JSON Schema has a $ref that cannot be resolved: "#/definitions/nowhere"');
  });

  it('Valid Example fills both panes and validates successfully, keeping focus on the busy button', async () => {
    await renderValidator();
    click('Valid Example');
    await waitFor(async () => expect(await editorText('JSON Data')).toBe(VALID_EXAMPLE_DATA));
    expect(await editorText('JSON Schema')).toBe(SAMPLE_SCHEMA);
    screen.getByRole('button', { name: 'Validate JSON' }).focus();
    click('Validate JSON');
    const busy = screen.getByRole('button', { name: 'Validating...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveFocus();
    // A busy machine can take more than the default second (the busy state alone lasts 300 ms).
    const status = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(status).toHaveTextContent('Validation Successful!');
    expect(status).toHaveTextContent(
      'Your JSON data perfectly matches the provided schema. All constraints, formats, and requirements are satisfied.',
    );
    expect(screen.getByRole('button', { name: 'Validate JSON' })).not.toHaveAttribute('aria-busy');
    expect(failure()).not.toBeInTheDocument();
  });

  it('Invalid Example lists every error, numbered, with path, schema path, message, data and params', async () => {
    await renderValidator();
    click('Invalid Example');
    await waitFor(async () => expect(await editorText('JSON Data')).toBe(INVALID_EXAMPLE_DATA));
    click('Validate JSON');
    await waitFor(() => expect(failure()).toBeInTheDocument());
    expect(failure()).toHaveTextContent('Found 10 validation errors');
    const items = errorItems();
    expect(items).toHaveLength(10);
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '#1 id',
      '#2 name',
      '#3 email',
      '#4 age',
      '#5 profile.website',
      '#6 preferences.theme',
      '#7 preferences.language',
      '#8 roles.0',
      '#9 roles',
      '#10 createdAt',
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
    await waitFor(() => expect(failure()).toHaveTextContent('Found 1 validation error'));
    expect(failure()).not.toHaveTextContent('Found 1 validation errors');
    expect(errorItems()[0]).toHaveTextContent('#1 root');
    expect(errorItems()[0]).toHaveTextContent('ParamsmissingProperty: "id"');

    await validateWith('[1]', '{"contains": {"type": "string"}}');
    await waitFor(() => expect(errorItems()[0]).toHaveTextContent('Array does not contain item matching schema.'));
    expect(errorItems()[0]).not.toHaveTextContent('Params');
    expect(errorItems()[0]).toHaveTextContent(/Data\[\s*1\s*\]/);
  });

  it('an edit after a result marks it out of date, and no success is claimed for the new input', async () => {
    await renderValidator();
    await validateWith('{"a": 1}', '{"required": ["a"]}');
    await screen.findByText('Validation Successful!');
    await setEditorText('JSON Data', '{}');
    expect(screen.queryByText('Validation Successful!')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Out of dateThe input has changed since this result was made. Press Validate JSON to update it.',
    );

    click('Validate JSON');
    await waitFor(() => expect(failure()).toBeInTheDocument());
    await setEditorText('JSON Schema', '{}');
    // The errors stay in view while the user fixes them, marked as describing the input as it was.
    expect(failure()).toHaveAttribute('aria-busy', 'true');
    expect(within(failure()!).getByText('Out of date')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Out of date');
  });

  it('Clear All empties both inputs, the referenced schemas, the result and the error', async () => {
    await renderValidator();
    click('Invalid Example');
    click('Add Schema');
    await setEditorText('Referenced Schema 1', ADDRESS_SCHEMA);
    click('Validate JSON');
    await waitFor(() => expect(failure()).toBeInTheDocument());
    click('Clear All');
    await waitFor(async () => expect(await editorText('JSON Data')).toBe(''));
    expect(await editorText('JSON Schema')).toBe('');
    expect(screen.queryByRole('textbox', { name: 'Referenced Schema 1' })).not.toBeInTheDocument();
    expect(failure()).not.toBeInTheDocument();

    click('Validate JSON');
    await screen.findByRole('alert');
    click('Clear All');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the inputs and the referenced schemas when the screen is left and opened again', async () => {
    const first = await renderValidator();
    await setEditorText('JSON Data', '{"home": {}}');
    await setEditorText('JSON Schema', USER_SCHEMA);
    click('Add Schema');
    await setEditorText('Referenced Schema 1', ADDRESS_SCHEMA);
    first.unmount();
    await renderValidator();
    expect(await editorText('JSON Data')).toBe('{"home": {}}');
    expect(await editorText('JSON Schema')).toBe(USER_SCHEMA);
    expect(await editorText('Referenced Schema 1')).toBe(ADDRESS_SCHEMA);
  });

  it('a $ref to another document names it and says how to add it; once added by paste, it resolves', async () => {
    await renderValidator();
    await validateWith('{"home": {}}', USER_SCHEMA);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The JSON Schema has a $ref to a schema document that has not been added: "address.json" at #/properties/home/$ref. ' +
        'Nothing is downloaded: add that schema under Referenced Schemas (paste it or open its file) with "$id": "https://example.com/schemas/address.json".',
    );

    click('Add Schema');
    await setEditorText('Referenced Schema 1', ADDRESS_SCHEMA);
    click('Validate JSON');
    await waitFor(() => expect(failure()).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(errorItems()[0]).toHaveTextContent('#1 home');
    expect(errorItems()[0]).toHaveTextContent('Instance does not have required property "city".');
    expect(errorItems()[0]).toHaveTextContent('Schema pathhttps://example.com/schemas/address.json#/required');

    await setEditorText('JSON Data', '{"home": {"city": "Oslo"}}');
    click('Validate JSON');
    expect(await screen.findByText('Validation Successful!')).toBeInTheDocument();
  });

  it('adds a referenced schema from a file, marks its own parse errors in its pane, and removes it', async () => {
    await renderValidator();
    await setEditorText('JSON Data', '{"home": {"city": "Oslo"}}');
    await setEditorText('JSON Schema', USER_SCHEMA);
    const zone = screen.getByRole('region', { name: 'Open Schema File' });
    const input = zone.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File([ADDRESS_SCHEMA], 'address.json', { type: 'application/json' })] },
    });
    // Reading the file and setting up the new pane's editor can take more than a second on a busy machine.
    await waitFor(async () => expect(await editorText('Referenced Schema 1')).toBe(ADDRESS_SCHEMA), { timeout: 5000 });
    click('Validate JSON');
    expect(await screen.findByText('Validation Successful!')).toBeInTheDocument();

    click('Add Schema');
    await setEditorText('Referenced Schema 2', '{\n  "$id": "x",\n}');
    click('Validate JSON');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Referenced Schema 2 is not valid JSON');
    const goTo = screen.getByRole('button', { name: 'Go to the error at line 3, column 1' });
    expect(goTo.closest('[data-pane]')).toHaveAttribute('data-pane', 'referenced-schema-2');

    click('Remove Referenced Schema 2');
    expect(screen.queryByRole('textbox', { name: 'Referenced Schema 2' })).not.toBeInTheDocument();
    click('Validate JSON');
    expect(await screen.findByText('Validation Successful!')).toBeInTheDocument();
  });
});
