// Side-by-side comparison of two replies, with layer toggles and a blind mode for critique exercises.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryResponse, SpanKind } from '../../../shared/domain/library';
import { vocab } from '../../components/vocab';
import { useSession } from '../../app/session-context';
import { BlindControls } from './BlindControls';
import { LayerToggles, useLayers } from './LayerToggles';
import { PairwisePanel } from './PairwisePanel';
import { heldBackLayers, sharedLayers } from './blind-layers';
import { ResponsePane } from './ResponsePane';
import { ResponsePicker } from './ResponsePicker';
import { defaultPair, responseOptions } from './responseOptions';

const KINDS: readonly SpanKind[] = ['support', 'cultural_signal'];

type Blind = { firstIsLeft: boolean; revealed: boolean };

export function ComparePanel({ responses }: { responses: readonly LibraryResponse[] }) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const v = vocab(t);
  const options = responseOptions(responses, t, v);
  const defaults = defaultPair(options);
  const [picked, setPicked] = useState<[number, number] | null>(defaults);
  const layerState = useLayers(KINDS);
  const { layers } = layerState;
  const [blind, setBlind] = useState<Blind | null>(null);

  const find = (id: number | undefined) => options.find((o) => o.response.id === id);
  const left = find(picked?.[0]) ?? find(defaults?.[0]);
  const right = find(picked?.[1]) ?? find(defaults?.[1]);

  // Shuffled once, when blind mode is switched on.
  const toggleBlind = () => setBlind(blind ? null : { firstIsLeft: Math.random() < 0.5, revealed: false });

  return (
    <section className="scenario-compare" aria-labelledby="compare-title" data-testid="compare">
      <div className="spread-row scenario-section-head">
        <div>
          <h2 id="compare-title">{t('scenario:compare.title')}</h2>
          <p className="muted scenario-compare-intro">{t('scenario:compare.intro')}</p>
        </div>
      </div>
      {!left || !right ? (
        <p className="card muted" data-testid="compare-empty">
          {t('scenario:compare.none')}
        </p>
      ) : options.length === 1 ? (
        <div className="stack">
          <p className="muted scenario-compare-single">{t('scenario:compare.single')}</p>
          <div className="scenario-panes">
            <ResponsePane option={left} blindName={null} revealed={false} layers={layers} testId="pane-left" />
          </div>
        </div>
      ) : (
        <>
          <div className="spread-row scenario-compare-toolbar">
            <LayerToggles label={t('scenario:compare.layers')} state={layerState} testIdPrefix="compare-layer" />
            <BlindControls
              on={blind !== null}
              revealed={blind?.revealed ?? false}
              onToggle={toggleBlind}
              onReveal={() => setBlind((b) => (b ? { ...b, revealed: true } : b))}
            />
          </div>
          {blind ? (
            <div className="scenario-panes">
              {!blind.revealed && heldBackLayers(left.response, right.response, layers).length > 0 && (
                <p className="muted scenario-blind-note" data-testid="blind-layers-held">
                  {t('scores:blindLayersHeld')}
                </p>
              )}
              {(blind.firstIsLeft ? [left, right] : [right, left]).map((option, index) => (
                <ResponsePane
                  key={index}
                  option={option}
                  blindName={index === 0 ? t('scenario:compare.responseA') : t('scenario:compare.responseB')}
                  revealed={blind.revealed}
                  layers={blind.revealed ? layers : sharedLayers(left.response, right.response, layers)}
                  testId={index === 0 ? 'pane-a' : 'pane-b'}
                />
              ))}
            </div>
          ) : (
            <div className="scenario-panes">
              <div className="scenario-pane-column">
                <ResponsePicker
                  label={t('scenario:compare.first')}
                  options={options}
                  value={left.response.id}
                  onChange={(id) => setPicked([id, right.response.id])}
                  testId="compare-left"
                />
                <ResponsePane option={left} blindName={null} revealed={false} layers={layers} testId="pane-left" />
              </div>
              <div className="scenario-pane-column">
                <ResponsePicker
                  label={t('scenario:compare.second')}
                  options={options}
                  value={right.response.id}
                  onChange={(id) => setPicked([left.response.id, id])}
                  testId="compare-right"
                />
                <ResponsePane option={right} blindName={null} revealed={false} layers={layers} testId="pane-right" />
              </div>
            </div>
          )}
          {!blind &&
            left.response.id !== right.response.id &&
            (profile?.role === 'instructor' || profile?.role === 'supervisor') && (
              <PairwisePanel left={left} right={right} />
            )}
        </>
      )}
    </section>
  );
}
