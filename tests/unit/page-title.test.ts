// Document titles: the screen's own parts ("Draft", the scenario title) before the app's name, the
// route's page name when the screen said nothing, every route of the app named, in the interface language.
import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { composeTitle } from '../../renderer/app/RouteAnnouncer';
import { routeTitle } from '../../renderer/app/routeTitles';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('document titles', () => {
  it('puts the step and the scenario before the app name', () => {
    expect(composeTitle('CultureCare Trainer', 'Practice attempt', ['Draft', 'Exam stress'])).toBe(
      'Draft — Exam stress — CultureCare Trainer',
    );
    expect(composeTitle('CultureCare Trainer', 'Library', [])).toBe('Library — CultureCare Trainer');
    expect(composeTitle('CultureCare Trainer', null, [])).toBe('CultureCare Trainer');
  });

  it('names every route of the app', () => {
    const routes: Record<string, string> = {
      '/': 'a11y:page.home',
      '/library/12': 'a11y:page.scenario',
      '/library/12/edit': 'a11y:page.editScenario',
      '/exercises/3/edit': 'a11y:page.editExercise',
      '/practice/7': 'a11y:page.attempt',
      '/roleplay/4': 'a11y:page.roleplaySession',
      '/review/9': 'a11y:page.reviewAttempt',
      '/exchange': 'exchange:title',
      '/accounts': 'a11yflow:page.accounts',
      '/accounts/audit': 'a11yflow:page.audit',
      '/join': 'a11yflow:page.join',
    };
    for (const [path, key] of Object.entries(routes)) expect(routeTitle(t, path)).toBe(`«${key}»`);
    expect(routeTitle(t, '/nowhere')).toBeNull();
  });
});
