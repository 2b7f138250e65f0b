// The frame of a supervision screen (calibration, class dashboard, exports): the supervision
// sub-navigation with this section marked, the heading and lead, then the screen's content.
import type { ReactNode } from 'react';
import { PageFrame } from '../../components/layout/PageFrame';
import { SupervisionNav, type SupervisionSection } from './SupervisionNav';

type Props = {
  section: SupervisionSection;
  className: string;
  header: { title: string; lead: string };
  busy?: boolean;
  children: ReactNode;
};

export function SupervisionFrame({ section, className, header, busy, children }: Props) {
  return (
    <PageFrame
      className={className}
      testId={`${section}-screen`}
      nav={<SupervisionNav current={section} />}
      header={header}
      busy={busy}
    >
      {children}
    </PageFrame>
  );
}
