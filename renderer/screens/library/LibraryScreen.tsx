// TEMPORARY stub, replaced by the screen's implementation.
export function LibraryScreen() {
  return null;
}
