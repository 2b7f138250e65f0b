// The names of the cultures a pack file brings, so a preview can say "Korean" rather than "korean".
export function packCultureNames(content: string): Map<string, string> {
  const names = new Map<string, string>();
  try {
    const pack: unknown = JSON.parse(content);
    const cultures = pack && typeof pack === 'object' && 'cultures' in pack ? pack.cultures : null;
    if (!Array.isArray(cultures)) return names;
    for (const c of cultures as unknown[]) {
      if (
        c &&
        typeof c === 'object' &&
        'id' in c &&
        'name' in c &&
        typeof c.id === 'string' &&
        typeof c.name === 'string'
      )
        names.set(c.id, c.name);
    }
  } catch {
    // Not JSON: the services' preview reports the problem.
  }
  return names;
}
