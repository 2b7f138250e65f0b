// A quiet way out at every step before the end: skip the scenario (recorded, never penalised).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptProps } from './stepProps';
import { Button } from '../../../components/Button';
import { SkipDialog } from '../warning/SkipDialog';

export function SkipLink({ attempt, onAttempt }: AttemptProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button tone="link" extraClass="pr-skip-link" onClick={() => setOpen(true)} testId="attempt-skip">
        {t('practice:warning.skip')}
      </Button>
      {open && <SkipDialog attempt={attempt} onAttempt={onAttempt} onClose={() => setOpen(false)} />}
    </>
  );
}
