import { RotateCw } from 'lucide-react';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { PreviewContent } from '../preview/protocol';
import { Button } from './Button';
import { NoteList, Panel } from './Panel';
import { SandboxedPreview } from './SandboxedPreview';

/** A screen to show a page on, at its CSS size; `rotated` when the user turned it a quarter. */
export interface FramedDevice {
  id: string;
  name: string;
  width: number;
  height: number;
  rotated: boolean;
}

/** The space between frames side by side, in CSS pixels (Tailwind's gap-4). */
const GAP = 16;

/**
 * The one scale (at most 1, at least `minimum`) at which frames of these widths fit side by side, with `gap`
 * between them, in `available` pixels.
 */
export function fitScale(widths: readonly number[], available: number, gap: number, minimum = 0.1): number {
  if (widths.length === 0 || available <= 0) return 1;
  const total = widths.reduce((sum, width) => sum + width, 0);
  const room = available - gap * (widths.length - 1);
  return Math.max(minimum, Math.min(1, room / total));
}

/** A scale as the screen shows it: "62 %". */
export function formatScale(scale: number): string {
  return `${Math.round(scale * 100)} %`;
}

/** The width of the element, followed as it resizes; 0 until measured. */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [box, width] as const;
}

interface DeviceFramesProps<D extends FramedDevice> {
  devices: readonly D[];
  onRotate: (id: string) => void;
  /** The frame at the device's real CSS size; `style` sizes and scales it; `first` is the first device's. */
  frame: (device: D, style: CSSProperties, first: boolean) => ReactNode;
}

/**
 * The devices side by side, each frame at its real CSS size (so media queries see the device's width), scaled
 * down with one common factor to fit the width available; the box around each has the scaled size. Each
 * caption names the device, its size and scale, with a button to rotate it.
 */
export function DeviceFrames<D extends FramedDevice>({ devices, onRotate, frame }: DeviceFramesProps<D>) {
  const [box, available] = useWidth();
  // Each box adds its border (1 px each side) to the scaled frame.
  const scale = fitScale(
    devices.map((device) => device.width),
    (available || 1000) - 2 * devices.length,
    GAP,
  );
  return (
    <div ref={box} className="w-full min-w-0 overflow-x-auto pb-2">
      {devices.length === 0 && (
        <p className="text-sm text-gray-700 dark:text-gray-300">Choose at least one device above.</p>
      )}
      <div className="flex items-start gap-4">
        {devices.map((device, index) => (
          // As wide as its scaled frame: the caption wraps rather than widen the row past the room it fits.
          <figure
            key={device.id}
            className="m-0 flex shrink-0 flex-col gap-1"
            style={{ width: device.width * scale + 2 }}
          >
            <figcaption className="flex flex-wrap items-center gap-x-2 text-sm">
              <span className="font-medium">{device.name}</span>
              <span className="text-gray-700 tabular-nums dark:text-gray-300">
                {device.width} × {device.height}
              </span>
              <span className="text-gray-700 tabular-nums dark:text-gray-300">at {formatScale(scale)}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Rotate ${device.name}`}
                aria-pressed={device.rotated}
                icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
                onClick={() => onRotate(device.id)}
              />
            </figcaption>
            <div
              className="overflow-hidden rounded-md border border-gray-300 bg-white dark:border-gray-700"
              style={{ width: device.width * scale + 2, height: device.height * scale + 2 }}
            >
              {frame(
                device,
                {
                  width: device.width,
                  height: device.height,
                  transform: `scale(${scale})`,
                  transformOrigin: '0 0',
                  display: 'block',
                },
                index === 0,
              )}
            </div>
          </figure>
        ))}
      </div>
    </div>
  );
}

interface SandboxedDeviceFramesProps<D extends FramedDevice> {
  devices: readonly D[];
  onRotate: (id: string) => void;
  /** The page to show: pasted HTML and CSS, as the sandboxed preview frame renders it. */
  content: PreviewContent;
}

/**
 * Pasted HTML on each device, in the kit's sandboxed preview frame (no script runs, nothing external loads),
 * with what the preview left out listed above the frames.
 */
export function SandboxedDeviceFrames<D extends FramedDevice>({
  devices,
  onRotate,
  content,
}: SandboxedDeviceFramesProps<D>) {
  const [leftOut, setLeftOut] = useState<string[]>([]);
  return (
    <>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        The page renders in sandboxed frames: scripts do not run here, and external resources (images, stylesheets and
        fonts by URL) are not loaded.
      </p>
      {leftOut.length > 0 && (
        <Panel title="Left out of the preview" tone="caution">
          <NoteList notes={leftOut} />
        </Panel>
      )}
      <DeviceFrames
        devices={devices}
        onRotate={onRotate}
        frame={(device, style, first) => (
          <SandboxedPreview
            title={`${device.name} preview`}
            content={content}
            style={style}
            className="border-0 bg-white"
            onLeftOut={first ? setLeftOut : undefined}
          />
        )}
      />
    </>
  );
}
