// Switch-like checkboxes that show or hide annotation layers (one per span kind, each with a colour
// sample and the kind's name), and the hook that remembers which layers are switched off.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SpanKind } from '../../../shared/domain/library';
import { useToggleSet } from '../../components/useToggleSet';

/** Each layer's colour sample, the end of its switch's test id (<testIdPrefix>-signals) and its name. */
const LAYERS: Record<SpanKind, { sample: string; testId: string; name: (t: TFunction) => string }> = {
  distress: {
    sample: 'ann-distress ann-distress-moderate',
    testId: 'distress',
    name: (t) => t('scenario:post.distress'),
  },
  cultural_signal: {
    sample: 'ann-signal ann-signal-values',
    testId: 'signals',
    name: (t) => t('scenario:post.signals'),
  },
  support: { sample: 'ann-support-sample', testId: 'support', name: (t) => t('scenario:compare.support') },
};

/** The kinds still drawn (in the given order) and the ones switched off. */
export function useLayers(kinds: readonly SpanKind[]) {
  const { members: off, toggle: switchOff } = useToggleSet<SpanKind>();
  const toggle = (kind: SpanKind, on: boolean) => switchOff(kind, !on);
  return {
    kinds,
    layers: kinds.filter((kind) => !off.has(kind)),
    dimmed: kinds.filter((kind) => off.has(kind)),
    toggle,
  };
}

type Props = {
  /** The group's accessible name. */
  label: string;
  /** The layers to switch (in order) and which are on, from useLayers. */
  state: Pick<ReturnType<typeof useLayers>, 'kinds' | 'layers' | 'toggle'>;
  testIdPrefix: string;
};

export function LayerToggles({ label, state, testIdPrefix }: Props) {
  const { t } = useTranslation();
  return (
    <div className="layer-toggles" role="group" aria-label={label}>
      {state.kinds.map((kind) => {
        const checked = state.layers.includes(kind);
        return (
          <label key={kind} className={`layer-toggle${checked ? ' is-on' : ''}`}>
            <input
              type="checkbox"
              checked={checked}
              onChange={(e) => state.toggle(kind, e.target.checked)}
              data-testid={`${testIdPrefix}-${LAYERS[kind].testId}`}
            />
            <span className={`layer-toggle-sample ${LAYERS[kind].sample}`} aria-hidden="true">
              {'\u2003'}
            </span>
            <span>{LAYERS[kind].name(t)}</span>
          </label>
        );
      })}
    </div>
  );
}
