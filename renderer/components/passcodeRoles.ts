// Which roles sign in with a passcode, for the first screen's profile picker. The rule lives in
// shared/domain/profile.ts (roleNeedsPasscode), whose module also builds zod schemas: importing it
// would put zod into the first screen's script. tests/unit/passcode-roles.test.ts keeps the two equal,
// and the services enforce the rule whatever the picker shows.
import type { Role } from '../../shared/domain/profile';

const PROTECTED: Readonly<Record<Role, boolean>> = { trainee: false, instructor: true, supervisor: true };

export const asksForPasscode = (role: Role): boolean => PROTECTED[role];
