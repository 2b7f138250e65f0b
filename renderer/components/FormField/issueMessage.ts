// Turns a form field's validation issue (react-hook-form + zod: the field and the issue's code) into
// the sentence a form shows under the field, from the form's table of sentences per field.

/** The issue react-hook-form reports on a field (none while the field is valid). */
export type FieldIssue = { type?: unknown } | undefined;

/** What a field's issue says: one sentence whatever the issue, or one for a value too long (or too
 *  large), one for a value too short, and one for anything else (usually "required"). */
export type IssueSentences = string | { tooBig?: string; tooSmall?: string; other: string };

export function issueMessage<F extends string>(
  sentences: Partial<Record<F, IssueSentences>>,
  fallback: string,
): (field: F, issue: FieldIssue) => string | null {
  return (field, issue) => {
    if (!issue) return null;
    const said = sentences[field];
    if (said === undefined) return fallback;
    if (typeof said === 'string') return said;
    if (issue.type === 'too_big') return said.tooBig ?? said.other;
    if (issue.type === 'too_small') return said.tooSmall ?? said.other;
    return said.other;
  };
}
