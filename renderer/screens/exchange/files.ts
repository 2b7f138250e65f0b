// Reading files the person chose (as text, or as base64 for zip archives), for the exchange screen.
function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export type ChosenFile = { fileName: string; content: string; encoding: 'utf8' | 'base64' };

/** The chosen files: zip archives as base64, everything else as text. */
export async function readChosen(list: FileList | readonly File[] | null): Promise<ChosenFile[]> {
  const files = [...(list ?? [])];
  return Promise.all(
    files.map(async (file) =>
      file.name.toLowerCase().endsWith('.zip')
        ? { fileName: file.name, content: toBase64(await file.arrayBuffer()), encoding: 'base64' as const }
        : { fileName: file.name, content: await file.text(), encoding: 'utf8' as const },
    ),
  );
}
