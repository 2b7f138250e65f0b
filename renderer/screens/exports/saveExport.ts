// Saves a created export through the browser's download: text (CSV, JSONL) as UTF-8, PDF decoded from
// base64 to bytes; a Blob, an object URL and a temporary <a download>, as the library's downloads do.
import type { ExportFile } from '../../../shared/domain/review';

/** The bytes of base64 text. */
export function base64Bytes(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function saveExport(file: ExportFile): void {
  const blob =
    file.encoding === 'base64'
      ? new Blob([base64Bytes(file.content)], { type: file.mimeType })
      : new Blob([file.content], { type: file.mimeType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke once the download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
