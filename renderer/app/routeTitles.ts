// The name of each route's page ("Library", "Draft"...), used for the document title when a screen
// does not give a more precise one. Each key is written out in full so `npm run check:i18n` sees it.
import type { TFunction } from 'i18next';

type Rule = { pattern: RegExp; title: (t: TFunction) => string };

const RULES: readonly Rule[] = [
  { pattern: /^\/$/, title: (t) => t('a11y:page.home') },
  { pattern: /^\/library\/new$/, title: (t) => t('a11y:page.newScenario') },
  { pattern: /^\/library\/[^/]+\/edit$/, title: (t) => t('a11y:page.editScenario') },
  { pattern: /^\/library\/[^/]+$/, title: (t) => t('a11y:page.scenario') },
  { pattern: /^\/library$/, title: (t) => t('a11y:page.library') },
  { pattern: /^\/exercises\/new$/, title: (t) => t('a11y:page.newExercise') },
  { pattern: /^\/exercises\/[^/]+\/edit$/, title: (t) => t('a11y:page.editExercise') },
  { pattern: /^\/exercises$/, title: (t) => t('a11y:page.exercises') },
  { pattern: /^\/practice\/[^/]+$/, title: (t) => t('a11y:page.attempt') },
  { pattern: /^\/practice$/, title: (t) => t('a11y:page.practice') },
  { pattern: /^\/history$/, title: (t) => t('a11y:page.history') },
  { pattern: /^\/roleplay\/[^/]+$/, title: (t) => t('a11y:page.roleplaySession') },
  { pattern: /^\/roleplay$/, title: (t) => t('a11y:page.roleplay') },
  { pattern: /^\/review\/[^/]+$/, title: (t) => t('a11y:page.reviewAttempt') },
  { pattern: /^\/review$/, title: (t) => t('a11y:page.review') },
  { pattern: /^\/calibration$/, title: (t) => t('a11y:page.calibration') },
  { pattern: /^\/dashboard$/, title: (t) => t('a11y:page.dashboard') },
  { pattern: /^\/exports$/, title: (t) => t('a11y:page.exports') },
  { pattern: /^\/settings$/, title: (t) => t('a11y:page.settings') },
  { pattern: /^\/about$/, title: (t) => t('a11y:page.about') },
  { pattern: /^\/opened$/, title: (t) => t('a11y:page.opened') },
  { pattern: /^\/exchange$/, title: (t) => t('exchange:title') },
  { pattern: /^\/accounts\/audit$/, title: (t) => t('a11yflow:page.audit') },
  { pattern: /^\/accounts$/, title: (t) => t('a11yflow:page.accounts') },
  { pattern: /^\/join$/, title: (t) => t('a11yflow:page.join') },
];

/** The page name for a route path, or null for a path the app does not know. */
export function routeTitle(t: TFunction, pathname: string): string | null {
  return RULES.find((rule) => rule.pattern.test(pathname))?.title(t) ?? null;
}
