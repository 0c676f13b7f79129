import fc from 'fast-check';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DeviceFrames, fitScale, formatScale, SandboxedDeviceFrames } from './DeviceFrames';

describe('fitScale', () => {
  it.each([
    [[393], 1000, 1],
    [[1920], 960, 0.5],
    [[400, 400], 416, 0.5],
    [[3840, 3840], 100, 0.1],
    [[], 500, 1],
  ])('fits widths %j into %d px at %d', (widths, available, scale) => {
    expect(fitScale(widths, available, 16)).toBeCloseTo(scale);
  });

  it('fits side by side: the scaled widths and gaps never exceed the room, unless at the minimum scale', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 200, max: 3840 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 300, max: 4000 }),
        (widths, available) => {
          const scale = fitScale(widths, available, 16);
          expect(scale).toBeLessThanOrEqual(1);
          const used = widths.reduce((sum, width) => sum + width * scale, 0) + 16 * (widths.length - 1);
          if (scale > 0.1) expect(used).toBeLessThanOrEqual(available + 1e-6);
        },
      ),
    );
  });

  it.each([
    [0.6249, '62 %'],
    [1, '100 %'],
  ])('shows scale %d as %s', (scale, text) => {
    expect(formatScale(scale)).toBe(text);
  });
});

describe('DeviceFrames', () => {
  const devices = [
    { id: 'phone', name: 'Phone', width: 400, height: 800, rotated: false },
    { id: 'tablet', name: 'Tablet', width: 800, height: 600, rotated: true },
  ];

  it('captions each frame with its name, size and scale, sizes the frame, and rotates on request', () => {
    const onRotate = vi.fn();
    const firsts: boolean[] = [];
    render(
      <DeviceFrames
        devices={devices}
        onRotate={onRotate}
        frame={(device, style, first) => {
          firsts.push(first);
          return <div data-testid={device.id} style={style} />;
        }}
      />,
    );
    const captions = screen.getAllByRole('figure');
    expect(captions).toHaveLength(2);
    // jsdom measures no width: the frames fit 1000 px less their borders.
    expect(captions[0]).toHaveTextContent('Phone400 × 800at 82 %');
    expect(screen.getByTestId('tablet')).toHaveStyle({ width: '800px', height: '600px' });
    expect(screen.getByRole('button', { name: 'Rotate Tablet' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Rotate Phone' }));
    expect(onRotate).toHaveBeenCalledWith('phone');
    expect(firsts.slice(0, 2)).toEqual([true, false]);
  });

  it('asks for a device when none is chosen', () => {
    render(<DeviceFrames devices={[]} onRotate={() => {}} frame={() => null} />);
    expect(screen.getByText('Choose at least one device above.')).toBeInTheDocument();
  });
});

describe('SandboxedDeviceFrames', () => {
  it('shows the page in a sandboxed preview frame per device, scripts off', () => {
    const devices = [
      { id: 'phone', name: 'Phone', width: 400, height: 800, rotated: false },
      { id: 'laptop', name: 'Laptop', width: 1366, height: 768, rotated: false },
    ];
    render(<SandboxedDeviceFrames devices={devices} onRotate={() => {}} content={{ body: ['Hello'], css: '' }} />);
    for (const title of ['Phone preview', 'Laptop preview']) {
      expect(screen.getByTitle(title)).toHaveAttribute('sandbox', 'allow-scripts');
    }
    expect(screen.getByText(/The page renders in sandboxed frames/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Left out of the preview' })).not.toBeInTheDocument();
  });
});
