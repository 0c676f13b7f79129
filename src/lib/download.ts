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

/** One result as a text file, as a tool declares it for an Export panel's tab: Copy and Download give it. */
export interface ExportedText {
  /** The tab's id (kept in the tool's state) and its label. */
  id: string;
  tab: string;
  /** What the export is, for the buttons' names ("Copy {label}") and the text's ("{label} export"). */
  label: string;
  text: string;
  fileName: string;
  mimeType: string;
  /** What the format is for, and what it leaves out, above its text: a paragraph each. */
  note: string | readonly string[];
}
