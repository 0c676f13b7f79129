import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTool } from '../../test/render-tool';

/**
 * The screen is LiveTransformScreen's (tested there and by the transform contract), the conversions are the
 * core's; what is the tool's own here is which option applies to which direction.
 */
describe('Text to Binary screen', () => {
  it('offers the byte separator only when encoding: decoding reads any separator', async () => {
    await renderTool('text-binary-converter');
    const separator = screen.getByRole('combobox', { name: 'Byte separator' });
    expect(separator).toBeEnabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Binary to text' }));
    expect(separator).toBeDisabled();
  });
});
