// A new password typed twice: at least 8 characters (the class server's rule), both the same.
import { z } from 'zod';
import { passwordSchema } from '../../../shared/domain/accounts';

export const passwordPair = {
  password: z.string().pipe(passwordSchema),
  confirm: z.string(),
};

/** Adds the "the two do not match" problem to the confirmation field. */
export function checkSamePassword(values: { password: string; confirm: string }, ctx: z.RefinementCtx): void {
  if (values.password.length >= 8 && values.password !== values.confirm)
    ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'password_mismatch' });
}
