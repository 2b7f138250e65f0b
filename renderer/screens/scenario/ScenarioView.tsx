// The scenario once loaded: the content-warning gate first when needed, then header, post,
// demographics and the reply comparison.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Culture, ScenarioDetail } from '../../../shared/domain/library';
import { useSession } from '../../app/session-context';
import { BackLink } from './BackLink';
import { ComparePanel } from './ComparePanel';
import { cultureName } from './cultureName';
import { DemographicsCard } from './DemographicsCard';
import { GeneratePanel } from './GeneratePanel';
import { PostCard } from './PostCard';
import { ScenarioHeader } from './ScenarioHeader';
import { TextNeededNotice } from './TextNeededNotice';
import { WarningGate } from './WarningGate';

type Props = { scenario: ScenarioDetail; cultures: readonly Culture[] };

export function ScenarioView({ scenario, cultures }: Props) {
  const { t } = useTranslation();
  const { profile } = useSession();
  const gated = scenario.contentWarnings.length > 0 || scenario.risk !== 'none';
  const [shown, setShown] = useState(!gated);
  const [fromGate, setFromGate] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);

  // After "Show the post", keyboard focus moves to the scenario's title.
  useEffect(() => {
    if (shown && fromGate) title.current?.focus();
  }, [shown, fromGate]);

  if (!shown) {
    return (
      <div className="scenario">
        <BackLink />
        <WarningGate
          warnings={scenario.contentWarnings}
          risk={scenario.risk}
          onShow={() => {
            setFromGate(true);
            setShown(true);
          }}
        />
      </div>
    );
  }

  return (
    <div className="scenario">
      <BackLink />
      <ScenarioHeader
        scenario={scenario}
        culture={cultureName(t, scenario.cultureId, cultures)}
        canEdit={profile?.role === 'instructor'}
        titleRef={title}
      />
      {scenario.postText === null && <TextNeededNotice />}
      <div className="scenario-top">
        <PostCard scenario={scenario} />
        <DemographicsCard demographics={scenario.demographics} />
      </div>
      <ComparePanel responses={scenario.responses} />
      {profile?.role === 'instructor' && scenario.postText !== null && <GeneratePanel scenario={scenario} />}
    </div>
  );
}
