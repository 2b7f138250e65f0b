// Instructors: re-sample every unlocked attribute of the card from a new seed (locked ones stay).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleCard } from '../../../../shared/domain/roleplay';
import { MAX_SEED, parseSeed, SeedField } from '../list/SeedField';
import { Button } from '../../../components/Button';

type Props = { card: RoleCard; busy: boolean; onReseed: (seed: number) => void };

/** A fresh seed to suggest (any whole number in range). */
const randomSeed = () => Math.floor(Math.random() * MAX_SEED);

export function ReseedPanel({ card, busy, onReseed }: Props) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(() => String(randomSeed()));
  const parsed = parseSeed(seed);
  return (
    <section className="card rp-reseed" aria-labelledby="rp-reseed-title" data-testid="rp-reseed">
      <h2 id="rp-reseed-title">{t('roleplay:reseed.title')}</h2>
      <p className="muted">{t('roleplay:reseed.intro', { count: card.locked.length })}</p>
      <SeedField
        value={seed}
        onChange={setSeed}
        label={t('roleplay:reseed.seed')}
        help={t('roleplay:reseed.seedHelp', { seed: card.seed })}
        disabled={busy}
        testId="rp-reseed-seed"
      />
      <div className="button-row">
        <Button small onClick={() => setSeed(String(randomSeed()))} disabled={busy}>
          {t('roleplay:reseed.random')}
        </Button>
        <Button
          tone="primary"
          small
          disabled={busy || parsed === null || parsed === undefined}
          onClick={() => typeof parsed === 'number' && onReseed(parsed)}
          testId="rp-reseed-run"
        >
          {t('roleplay:reseed.run')}
        </Button>
      </div>
    </section>
  );
}
