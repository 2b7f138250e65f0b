// Size limits of the API that code outside the contract needs too, in a module without zod: the host
// checks opened files against them before it prints its address, and the contract's schemas use them.

/** Imports arrive as text; 20 MB covers the largest published annotation files many times over. */
export const MAX_IMPORT_CHARS = 20_000_000;
