/** Saves text or bytes as a file through a temporary object URL; nothing leaves the page. */
export function downloadFile(content: BlobPart, fileName: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Reads a file as UTF-8 text. Invalid UTF-8 is refused rather than silently replaced with U+FFFD. */
export async function readTextFile(file: Blob & { name?: string }): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new Error(`${file.name ? `"${file.name}"` : 'The file'} is not valid UTF-8 text`);
  }
}
