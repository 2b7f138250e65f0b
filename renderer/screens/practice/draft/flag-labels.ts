// Translated names and explanations of the analyzer's safety flags, per code and kind, and of their
// severities. Each key is written out in full so `npm run check:i18n` can see it.
import type { TFunction } from 'i18next';

export function flagLabels(t: TFunction) {
  /** Per code: its name, and the explanation given for a kind this build does not know. */
  const byCode: Record<string, { title: string; generic: string }> = {
    harmful_reply: {
      title: t('coaching:flags.title.harmful_reply'),
      generic: t('coaching:flags.generic.harmful_reply'),
    },
    risk_ignored: { title: t('coaching:flags.title.risk_ignored'), generic: t('coaching:flags.generic.risk_ignored') },
    minimising: { title: t('coaching:flags.title.minimising'), generic: t('coaching:flags.generic.minimising') },
    toxic_positivity: {
      title: t('coaching:flags.title.toxic_positivity'),
      generic: t('coaching:flags.generic.toxic_positivity'),
    },
    frame_clash: { title: t('coaching:flags.title.frame_clash'), generic: t('coaching:flags.generic.frame_clash') },
  };
  const explanation: Record<string, string> = {
    'harmful_reply/encourages_harm': t('coaching:flags.kind.encourages_harm'),
    'harmful_reply/demeaning': t('coaching:flags.kind.demeaning'),
    'risk_ignored/no_help': t('coaching:flags.kind.no_help'),
    'risk_ignored/deferred_help_only': t('coaching:flags.kind.deferred_help_only'),
    'minimising/dismissive': t('coaching:flags.kind.dismissive'),
    'minimising/downplaying': t('coaching:flags.kind.downplaying'),
    'toxic_positivity/cheer_without_acknowledgement': t('coaching:flags.kind.cheer_without_acknowledgement'),
    'frame_clash/cut_off_family': t('coaching:flags.kind.cut_off_family'),
    'frame_clash/individualist_framing': t('coaching:flags.kind.individualist_framing'),
    'frame_clash/blunt_therapy': t('coaching:flags.kind.blunt_therapy'),
    'frame_clash/dismisses_frame': t('coaching:flags.kind.dismisses_frame'),
  };
  const severity: Record<string, string> = {
    alert: t('coaching:flags.severity.alert'),
    warning: t('coaching:flags.severity.warning'),
    info: t('coaching:flags.severity.info'),
  };
  return {
    title: (code: string) => byCode[code]?.title ?? t('coaching:flags.title.other'),
    /** The explanation for this code and kind; the code's general one for a kind this build does not know. */
    explain: (code: string, kind: string) =>
      explanation[`${code}/${kind}`] ?? byCode[code]?.generic ?? t('coaching:flags.generic.other'),
    severity: (s: string) => severity[s] ?? s,
  };
}
