// Translated labels of the coach's note: change kinds, their automatic explanations, strengths, note
// statuses, suggestion uptake and role-play modes. Each key is written out in full for check:i18n.
import type { TFunction } from 'i18next';
import type { ChangeKind, CoachNoteStatus, StrengthKind } from '../../../../shared/coach/note';
import type { Uptake } from '../../../../shared/coach/uptake';

export function noteLabels(t: TFunction) {
  const kind: Record<ChangeKind, string> = {
    no_reflection: t('coachNote:kind.no_reflection'),
    no_question: t('coachNote:kind.no_question'),
    risk_unanswered: t('coachNote:kind.risk_unanswered'),
    signal_not_engaged: t('coachNote:kind.signal_not_engaged'),
    minimising: t('coachNote:kind.minimising'),
    advice_too_early: t('coachNote:kind.advice_too_early'),
    frame_clash: t('coachNote:kind.frame_clash'),
    wrong_language: t('coachNote:kind.wrong_language'),
    harmful_reply: t('coachNote:kind.harmful_reply'),
  };
  const change: Record<ChangeKind, string> = {
    no_reflection: t('coachNote:change.no_reflection'),
    no_question: t('coachNote:change.no_question'),
    risk_unanswered: t('coachNote:change.risk_unanswered'),
    signal_not_engaged: t('coachNote:change.signal_not_engaged'),
    minimising: t('coachNote:change.minimising'),
    advice_too_early: t('coachNote:change.advice_too_early'),
    frame_clash: t('coachNote:change.frame_clash'),
    wrong_language: t('coachNote:change.wrong_language'),
    harmful_reply: t('coachNote:change.harmful_reply'),
  };
  const strength: Record<StrengthKind, string> = {
    signal_engaged: t('coachNote:strength.signal_engaged'),
    reflection: t('coachNote:strength.reflection'),
    question: t('coachNote:strength.question'),
    paraphrase: t('coachNote:strength.paraphrase'),
    affirmation: t('coachNote:strength.affirmation'),
    risk_addressed: t('coachNote:strength.risk_addressed'),
    own_words: t('coachNote:strength.own_words'),
  };
  const status: Record<Exclude<CoachNoteStatus, 'done'>, string> = {
    running: t('coachNote:status.running'),
    unavailable: t('coachNote:status.unavailable'),
    cancelled: t('coachNote:status.cancelled'),
    failed: t('coachNote:status.failed'),
  };
  const uptake: Record<Uptake, string> = {
    taken: t('coachNote:uptake.taken'),
    revised: t('coachNote:uptake.revised'),
    kept: t('coachNote:uptake.kept'),
  };
  const exerciseMode: Record<'card' | 'practice' | 'assessment', string> = {
    card: t('coachNote:settings.mode.card'),
    practice: t('coachNote:settings.mode.practice'),
    assessment: t('coachNote:settings.mode.assessment'),
  };
  const mode: Record<'practice' | 'assessment', string> = {
    practice: t('coachNote:rp.mode.practice'),
    assessment: t('coachNote:rp.mode.assessment'),
  };
  const modeHelp: Record<'practice' | 'assessment', string> = {
    practice: t('coachNote:rp.modeHelp.practice'),
    assessment: t('coachNote:rp.modeHelp.assessment'),
  };
  return { kind, change, strength, status, uptake, exerciseMode, mode, modeHelp };
}
