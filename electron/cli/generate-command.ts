// CLI: `culturecare generate` writes strategy responses for library scenarios through a configured
// model and stores them with provenance; prints one JSON line per generated response.
import type { Command } from 'commander';
import { ADAPTATION_STRATEGIES, type AdaptationStrategy } from '../../shared/domain/vocabulary';
import { AppError } from '../services/errors';
import { apiOf, openCliServices, type GlobalOptions } from './context';

export function addGenerateCommand(program: Command, globals: () => GlobalOptions): void {
  program
    .command('generate')
    .description('generate strategy responses for scenarios with a configured model (needs an instructor: --as)')
    .requiredOption('--scenario <ids...>', 'scenario ids (see "library list")')
    .requiredOption('--provider <id>', 'a configured model (see "judges list")')
    .option('--strategies <names...>', `any of ${ADAPTATION_STRATEGIES.join(', ')}`, [...ADAPTATION_STRATEGIES])
    .option('--temperature <t>', 'sampling temperature', '0.7')
    .option('--max-tokens <n>', 'longest reply in tokens', '700')
    .action(
      async (o: {
        scenario: string[];
        provider: string;
        strategies: string[];
        temperature: string;
        maxTokens: string;
      }) => {
        const strategies = o.strategies.map((name) => {
          if (!(ADAPTATION_STRATEGIES as readonly string[]).includes(name))
            throw new AppError(
              'invalid_request',
              `Unknown strategy "${name}"; use ${ADAPTATION_STRATEGIES.join(', ')}.`,
            );
          return name as AdaptationStrategy;
        });
        const services = await openCliServices(globals());
        try {
          const controller = new AbortController();
          process.once('SIGINT', () => controller.abort());
          for (const id of o.scenario) {
            const result = await apiOf(services).task(
              'generate.run',
              {
                scenarioId: Number(id),
                strategies,
                providerId: o.provider,
                temperature: Number(o.temperature),
                maxTokens: Number(o.maxTokens),
              },
              {
                signal: controller.signal,
                onProgress: (done, total) =>
                  process.stderr.isTTY &&
                  process.stderr.write(`\rscenario ${id}: ${done}/${total} response(s)${done === total ? '\n' : ''}`),
              },
            );
            for (const r of result.responses)
              console.log(
                JSON.stringify({
                  scenarioId: Number(id),
                  responseId: r.id,
                  strategy: r.strategy,
                  sentTo: result.sentTo.host,
                  text: r.text,
                }),
              );
            if (result.cancelled) break;
          }
        } finally {
          services.stop();
        }
      },
    );
}
