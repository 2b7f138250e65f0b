// The built-in library's peer replies and strategy responses as analyzer inputs, with their expert support-strategy annotations (for the benchmark, the evaluation and tests).
import type { AdaptationStrategy, RiskLevel, SupportStrategy, TextLanguage } from '../../../shared/domain/vocabulary';
import { ADAPTATION_STRATEGIES } from '../../../shared/domain/vocabulary';
import { loadLibraryFiles } from '../library/builtin';
import { appRootFrom, builtInLibraryDir } from '../paths';
import type { AnalyzerInput } from '../../../shared/analyzer/types';

export interface LibraryReply {
  scenarioId: string;
  culture: string;
  language: TextLanguage;
  risk: RiskLevel;
  /** 'peer' for the peer reply, else the adaptation strategy of the response. */
  kind: 'peer' | AdaptationStrategy;
  /** The peer reply's empathy rating (1-5); null for strategy responses. */
  empathy: number | null;
  input: AnalyzerInput;
  /** Support-strategy annotations of the reply (phrases). */
  support: { phrase: string; strategy: SupportStrategy }[];
}

export function libraryReplies(dir: string = builtInLibraryDir(appRootFrom(import.meta.url))): LibraryReply[] {
  const out: LibraryReply[] = [];
  for (const { data } of loadLibraryFiles(dir)) {
    for (const s of data.scenarios) {
      const spans = s.postAnnotations.map((a) => ({
        phrase: a.phrase,
        kind: a.kind,
        label: a.kind === 'distress' ? a.intensity : a.type,
      }));
      const base = { scenarioId: s.id, culture: data.culture.id, language: s.language, risk: s.risk };
      const replies: [
        'peer' | AdaptationStrategy,
        { text: string; annotations: { kind: string; phrase: string; strategy?: SupportStrategy }[] },
      ][] = [
        ['peer', s.peerReply],
        ...ADAPTATION_STRATEGIES.map(
          (k) => [k, s.responses[k]] as [AdaptationStrategy, (typeof s.responses)[AdaptationStrategy]],
        ),
      ];
      for (const [kind, r] of replies) {
        out.push({
          ...base,
          kind,
          empathy: kind === 'peer' ? s.peerReply.empathy : null,
          input: { reply: r.text, post: s.post, postLanguage: s.language, spans },
          support: r.annotations
            .filter((a) => a.kind === 'support' && a.strategy)
            .map((a) => ({ phrase: a.phrase, strategy: a.strategy as SupportStrategy })),
        });
      }
    }
  }
  return out;
}
