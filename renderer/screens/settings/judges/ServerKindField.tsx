// What kind of server a judge is (three radio cards: this computer, a department server, a commercial API), each with the
// number of requests at once it starts with.
import { useTranslation } from 'react-i18next';
import {
  JUDGE_SERVER_KINDS,
  SERVER_KIND_CONCURRENCY,
  type JudgeServerKind,
} from '../../../../shared/domain/judge-servers';
import { RadioCards } from '../../../components/RadioCards';

type Props = { value: JudgeServerKind; onChange: (kind: JudgeServerKind) => void };

export function useServerKindText(): (kind: JudgeServerKind) => { title: string; help: string; short: string } {
  const { t } = useTranslation();
  return (kind) =>
    kind === 'this-computer'
      ? {
          title: t('judgeServers:kinds.thisComputer.title'),
          help: t('judgeServers:kinds.thisComputer.help'),
          short: t('judgeServers:card.thisComputer'),
        }
      : kind === 'department'
        ? {
            title: t('judgeServers:kinds.department.title'),
            help: t('judgeServers:kinds.department.help'),
            short: t('judgeServers:card.department'),
          }
        : {
            title: t('judgeServers:kinds.commercial.title'),
            help: t('judgeServers:kinds.commercial.help'),
            short: t('judgeServers:card.commercial'),
          };
}

export function ServerKindField(props: Props) {
  const { t } = useTranslation();
  const text = useServerKindText();
  const cards = JUDGE_SERVER_KINDS.map((kind) => ({
    value: kind,
    ...text(kind),
    note: t('judgeServers:defaultConcurrency', { n: SERVER_KIND_CONCURRENCY[kind] }),
  }));
  return (
    <RadioCards
      {...props}
      name="judge-server-kind"
      legend={t('judgeServers:field.legend')}
      cards={cards}
      help={t('judgeServers:field.help')}
      className="field wide"
    />
  );
}
