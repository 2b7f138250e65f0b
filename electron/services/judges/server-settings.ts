// A server judge's kind and concurrency as stored: the kind the instructor chose (else guessed from the address) and the
// number of requests at once they set (else that kind's default).
import { inferServerKind, SERVER_KIND_CONCURRENCY, type JudgeServerKind } from '../../../shared/domain/judge-servers';

export function serverSettings(input: { baseUrl: string; serverKind?: JudgeServerKind; maxConcurrency?: number }): {
  serverKind: JudgeServerKind;
  maxConcurrency: number;
} {
  const serverKind = input.serverKind ?? inferServerKind(input.baseUrl);
  return { serverKind, maxConcurrency: input.maxConcurrency ?? SERVER_KIND_CONCURRENCY[serverKind] };
}
