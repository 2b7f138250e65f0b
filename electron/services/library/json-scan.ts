// Finds where things are in a JSON text without recursion (so no nesting depth can overflow the
// stack): the start of each element of a top-level array, line numbers of offsets, and whether a
// parsed value nests deeper than a limit.

/** Offsets where each element of the top-level object's array under `key` starts; [] when there is none. */
export function arrayElementOffsets(text: string, key: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let inString = false;
  let stringStart = -1;
  let lastKey: string | null = null;
  let inTarget = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') {
        inString = false;
        if (depth === 1) lastKey = text.slice(stringStart + 1, i);
      }
      continue;
    }
    if (c === ' ' || c === '\n' || c === '\r' || c === '\t') continue;
    if (inTarget && depth === 2 && expectElement) {
      offsets.push(i);
      expectElement = false;
    }
    if (c === '"') {
      inString = true;
      stringStart = i;
    } else if (c === '{' || c === '[') {
      if (depth === 1 && c === '[' && lastKey === key) {
        inTarget = true;
        expectElement = true;
      }
      depth++;
    } else if (c === '}' || c === ']') {
      depth--;
      if (depth === 1 && inTarget) return offsets;
    } else if (c === ',') {
      if (inTarget && depth === 2) expectElement = true;
      if (depth === 1) lastKey = null;
    }
  }
  return offsets;
}

/** Line numbers (1-based) of offsets in a text, found with one pass over its line breaks. */
export function lineFinder(text: string): (offset: number) => number {
  const breaks: number[] = [];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) breaks.push(i);
  return (offset) => {
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (breaks[mid]! < offset) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
}

/** True when a parsed JSON value has objects or arrays nested more than `limit` deep. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth > limit) return true;
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
