/** The screens a page is checked on: CSS pixel sizes in portrait (phones, tablets) or landscape (computers). */
export interface Device {
  id: string;
  name: string;
  width: number;
  height: number;
}

export const DEVICES: readonly Device[] = [
  { id: 'small-phone', name: 'Small phone', width: 360, height: 640 },
  { id: 'iphone-se', name: 'iPhone SE', width: 375, height: 667 },
  { id: 'iphone-15', name: 'iPhone 15', width: 393, height: 852 },
  { id: 'pixel-8', name: 'Pixel 8', width: 412, height: 915 },
  { id: 'ipad', name: 'iPad', width: 820, height: 1180 },
  { id: 'laptop', name: 'Laptop', width: 1366, height: 768 },
  { id: 'desktop', name: 'Desktop', width: 1920, height: 1080 },
];

export const CUSTOM_ID = 'custom';
export const MIN_SIZE = 200;
export const MAX_SIZE = 3840;

/** A custom size as a whole number of CSS pixels within what a frame can sensibly be. */
export function clampSize(value: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(value)));
}

/** The device for an id: a preset, or the custom size; undefined for an id that is neither. */
export function deviceFor(id: string, custom: { width: number; height: number }): Device | undefined {
  if (id === CUSTOM_ID) {
    return { id, name: 'Custom', width: clampSize(custom.width, 1024), height: clampSize(custom.height, 768) };
  }
  return DEVICES.find((device) => device.id === id);
}

/** The device turned a quarter: width and height swapped. */
export function rotate(device: Device): Device {
  return { ...device, width: device.height, height: device.width };
}

/** A device as shown: turned a quarter when the user rotated it. */
export type ShownDevice = Device & { rotated: boolean };

/** The devices with these ids (unknown ones left out), each turned when its id is among `rotated`. */
export function shownDevices(
  ids: readonly string[],
  custom: { width: number; height: number },
  rotated: readonly string[],
): ShownDevice[] {
  return ids
    .map((id) => deviceFor(id, custom))
    .filter((device): device is Device => device !== undefined)
    .map((device) =>
      rotated.includes(device.id) ? { ...rotate(device), rotated: true } : { ...device, rotated: false },
    );
}

/** Every device the pickers offer, in their order: the presets, then the custom size. */
export const DEVICE_IDS = [...DEVICES.map((device) => device.id), CUSTOM_ID];

/** What the pickers chose: one device or several, a custom size, and the devices turned a quarter. */
export interface DevicePicks {
  layout: 'one' | 'several';
  device: string;
  devices: readonly string[];
  customWidth: number;
  customHeight: number;
  rotated: readonly string[];
}

/** The devices to show, each turned as the user turned it, and their ids: the one chosen, or those ticked. */
export function devicesToShow(picks: DevicePicks): { ids: string[]; devices: ShownDevice[] } {
  const ids = picks.layout === 'one' ? [picks.device] : DEVICE_IDS.filter((id) => picks.devices.includes(id));
  const custom = { width: picks.customWidth, height: picks.customHeight };
  return { ids, devices: shownDevices(ids, custom, picks.rotated) };
}

/** The devices as the pickers offer them: each named with its size, the custom one at its current size. */
export function deviceChoices(custom: { width: number; height: number }): { value: string; label: string }[] {
  return DEVICE_IDS.map((id) => {
    const device = deviceFor(id, custom)!;
    return { value: id, label: `${device.name} (${device.width} × ${device.height})` };
  });
}

/** The rotated ids with `id` turned: added when it was upright, taken out when it was turned. */
export function toggleRotation(rotated: readonly string[], id: string): string[] {
  return rotated.includes(id) ? rotated.filter((other) => other !== id) : [...rotated, id];
}
