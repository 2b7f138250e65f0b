// Saves text as a file through the browser's download (a Blob, an object URL and a temporary <a download>), for every screen that saves one.
export function downloadFile(fileName: string, content: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke once the download has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
