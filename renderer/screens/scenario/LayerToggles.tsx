// Switch-like checkboxes that show or hide annotation layers (one per span kind, each with a colour
// sample), and the hook that remembers which layers are switched off.
import type { SpanKind } from '../../../shared/domain/library';
import { useToggleSet } from '../../components/useToggleSet';

export type LayerSwitch = { kind: SpanKind; label: string; testId: string };

/** The colour sample beside each layer's name. */
const SAMPLES: Record<SpanKind, string> = {
  distress: 'ann-distress ann-distress-moderate',
  cultural_signal: 'ann-signal ann-signal-values',
  support: 'ann-support-sample',
};

/** The kinds still drawn (in the given order) and the ones switched off. */
export function useLayers(kinds: readonly SpanKind[]) {
  const { members: off, toggle: switchOff } = useToggleSet<SpanKind>();
  const toggle = (kind: SpanKind, on: boolean) => switchOff(kind, !on);
  return {
    layers: kinds.filter((kind) => !off.has(kind)),
    dimmed: kinds.filter((kind) => off.has(kind)),
    toggle,
  };
}

type Props = {
  /** The group's accessible name. */
  label: string;
  switches: readonly LayerSwitch[];
  layers: readonly SpanKind[];
  onToggle: (kind: SpanKind, on: boolean) => void;
};

export function LayerToggles({ label, switches, layers, onToggle }: Props) {
  return (
    <div className="layer-toggles" role="group" aria-label={label}>
      {switches.map(({ kind, label: name, testId }) => {
        const checked = layers.includes(kind);
        return (
          <label key={kind} className={`layer-toggle${checked ? ' is-on' : ''}`}>
            <input
              type="checkbox"
              checked={checked}
              onChange={(e) => onToggle(kind, e.target.checked)}
              data-testid={testId}
            />
            <span className={`layer-toggle-sample ${SAMPLES[kind]}`} aria-hidden="true">
              {'\u2003'}
            </span>
            <span>{name}</span>
          </label>
        );
      })}
    </div>
  );
}
