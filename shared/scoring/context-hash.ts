// The context a reply was judged in (the post it answers and the poster's culture), as a hash stored
// with every judgement: the same reply to two posts is two different things to judge.
import { sha256Hex } from '../prompts/hash';

/** SHA-256 (hex) of the post and culture name, in a fixed order; null culture and '' differ. */
export const contextHash = (post: string, culture: string | null | undefined): string =>
  sha256Hex(JSON.stringify(['context/v1', post, culture ?? null]));
