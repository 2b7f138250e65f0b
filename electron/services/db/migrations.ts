// The ordered list of schema migrations, one file each in ./migrations. Append only: never edit a
// migration that has shipped; add the next number instead.
import { migration1 } from './migrations/0001-cultures';
import { migration2 } from './migrations/0002-profiles';
import { migration3 } from './migrations/0003-scenario-library';
import { migration4 } from './migrations/0004-judgements';
import { migration5 } from './migrations/0005-judge-providers';
import { migration6 } from './migrations/0006-local-judge-providers';
import { migration7 } from './migrations/0007-practice';
import { migration8 } from './migrations/0008-pairwise-comparisons';
import { migration9 } from './migrations/0009-reviews';
import { migration10 } from './migrations/0010-role-play';
import { migration11 } from './migrations/0011-accounts';
import { migration12 } from './migrations/0012-judge-server-kinds';
import { migration13 } from './migrations/0013-one-judgement-store';
import { migration14 } from './migrations/0014-sign-in-throttle';
import { migration15 } from './migrations/0015-exchange';
import { migration16 } from './migrations/0016-coach-notes';
import { migration17 } from './migrations/0017-exchange-roleplay';
import { migration18 } from './migrations/0018-scenario-titles';
import type { Migration } from './migrations/types';

export type { Migration };

export const migrations: readonly Migration[] = [
  migration1,
  migration2,
  migration3,
  migration4,
  migration5,
  migration6,
  migration7,
  migration8,
  migration9,
  migration10,
  migration11,
  migration12,
  migration13,
  migration14,
  migration15,
  migration16,
  migration17,
  migration18,
];

export const latestSchemaVersion = (): number => migrations.at(-1)?.version ?? 0;
