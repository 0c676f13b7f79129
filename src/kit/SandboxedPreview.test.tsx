import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PORT_HANDOVER, type PreviewContent } from '../preview/protocol';
import { SandboxedPreview } from './SandboxedPreview';

const FIRST: PreviewContent = { body: ['A secret draft'], css: '' };
const SECOND: PreviewContent = { body: ['A second secret draft'], css: 'p { color: red }' };

/** The frame's side of the channel the app hands over, as frame.ts takes it: every message it receives. */
function takePort(port: MessagePort): unknown[] {
  const received: unknown[] = [];
  port.onmessage = (event: MessageEvent) => received.push(event.data);
  ports.push(port);
  return received;
}
const ports: MessagePort[] = [];

afterEach(() => {
  for (const port of ports.splice(0)) port.close();
});

/** The preview's iframe and a spy on everything posted to its window. */
function frameOf(container: HTMLElement) {
  const iframe = container.querySelector('iframe')!;
  return { iframe, posted: vi.spyOn(iframe.contentWindow!, 'postMessage') };
}

/** The port handed to the frame at its first load (jsdom loads the srcdoc document and fires it). */
async function handedPort(posted: ReturnType<typeof frameOf>['posted']): Promise<MessagePort> {
  await vi.waitFor(() => expect(posted).toHaveBeenCalledTimes(1));
  const [data, origin, transfer] = posted.mock.calls[0]! as unknown as [unknown, string, MessagePort[]];
  // Posted to '*' (the frame's origin is opaque), but it is the port alone.
  expect([data, origin, transfer.length]).toEqual([PORT_HANDOVER, '*', 1]);
  return transfer[0]!;
}

describe('SandboxedPreview', () => {
  it('hands the frame a port of its own at the first load, and sends every render over it, none to the window', async () => {
    const { container, rerender } = render(<SandboxedPreview title="Preview" content={FIRST} />);
    const { iframe, posted } = frameOf(container);
    expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
    const received = takePort(await handedPort(posted));
    await vi.waitFor(() => expect(received).toEqual([{ type: 'render', id: 1, content: FIRST }]));

    rerender(<SandboxedPreview title="Preview" content={SECOND} />);
    await vi.waitFor(() => expect(received).toHaveLength(2));
    expect(received[1]).toEqual({ type: 'render', id: 2, content: SECOND });
    expect(posted).toHaveBeenCalledTimes(1);
  });

  it('replaces a frame that loads a second document, which is given no port and no render', async () => {
    const { container, rerender } = render(<SandboxedPreview title="Preview" content={FIRST} />);
    const first = frameOf(container);
    const received = takePort(await handedPort(first.posted));
    await vi.waitFor(() => expect(received).toHaveLength(1));

    // The frame navigated: its second load.
    fireEvent.load(first.iframe);
    const second = frameOf(container);
    expect(second.iframe).not.toBe(first.iframe);
    expect(first.iframe.isConnected).toBe(false);
    expect(first.posted).toHaveBeenCalledTimes(1);

    rerender(<SandboxedPreview title="Preview" content={SECOND} />);
    const renewed = takePort(await handedPort(second.posted));
    await vi.waitFor(() => expect(renewed).toEqual([{ type: 'render', id: 1, content: SECOND }]));
    // The old channel is closed: the document that replaced the first frame's could not hear from it.
    expect(received).toHaveLength(1);
  });

  it('answers nothing that comes to the window, even from the frame: its messages count only over the port', async () => {
    const onLeftOut = vi.fn();
    const { container } = render(<SandboxedPreview title="Preview" content={FIRST} onLeftOut={onLeftOut} />);
    const { iframe, posted } = frameOf(container);
    const port = await handedPort(posted);
    const received = takePort(port);
    await vi.waitFor(() => expect(received).toHaveLength(1));

    // What a page the frame navigated to could post: that it is ready (for the content again), and a forged answer.
    act(() => {
      for (const data of [{ type: 'ready' }, { type: 'rendered', id: 1, leftOut: ['forged'], height: 1 }])
        window.dispatchEvent(new MessageEvent('message', { data, source: iframe.contentWindow }));
    });
    expect(posted).toHaveBeenCalledTimes(1);
    expect(onLeftOut).not.toHaveBeenCalled();

    port.postMessage({ type: 'rendered', id: 1, leftOut: ['1 script'], height: 10 });
    await vi.waitFor(() => expect(onLeftOut).toHaveBeenCalledWith(['1 script']));
    expect(onLeftOut).toHaveBeenCalledTimes(1);
    expect(received).toHaveLength(1);
  });
});
