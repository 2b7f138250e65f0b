// Groups role cards by culture, then by scenario, in a stable order (culture name, scenario title, newest card first).
import type { RoleCard } from '../../../../shared/domain/roleplay';

export type CardGroup = { cultureId: string; scenarios: { key: string; title: string; cards: RoleCard[] }[] };

export function groupCards(
  cards: readonly RoleCard[],
  cultureName: (id: string) => string,
  locale: string,
): CardGroup[] {
  const collator = new Intl.Collator(locale);
  const byCulture = new Map<string, Map<string, { title: string; cards: RoleCard[] }>>();
  for (const card of cards) {
    const scenarios = byCulture.get(card.cultureId) ?? new Map<string, { title: string; cards: RoleCard[] }>();
    byCulture.set(card.cultureId, scenarios);
    const key = card.scenarioId === null ? `title:${card.scenarioTitle}` : `id:${card.scenarioId}`;
    const group = scenarios.get(key) ?? { title: card.scenarioTitle, cards: [] };
    scenarios.set(key, group);
    group.cards.push(card);
  }
  return [...byCulture.entries()]
    .sort(([a], [b]) => collator.compare(cultureName(a), cultureName(b)))
    .map(([cultureId, scenarios]) => ({
      cultureId,
      scenarios: [...scenarios.entries()]
        .sort(([, a], [, b]) => collator.compare(a.title, b.title))
        .map(([key, group]) => ({ key, title: group.title, cards: [...group.cards].sort((a, b) => b.id - a.id) })),
    }));
}
