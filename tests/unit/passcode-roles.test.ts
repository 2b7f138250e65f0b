// The profile picker's zod-free passcode rule agrees with the domain's rule for every role.
import { describe, expect, it } from 'vitest';
import { ROLES, roleNeedsPasscode } from '../../shared/domain/profile';
import { asksForPasscode } from '../../renderer/components/passcodeRoles';

describe('asksForPasscode', () => {
  it.each(ROLES)('agrees with roleNeedsPasscode for %s', (role) => {
    expect(asksForPasscode(role)).toBe(roleNeedsPasscode(role));
  });
});
