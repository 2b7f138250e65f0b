// One sentence saying where a scenario or response came from (library file, dataset, author, pack, model).
import type { TFunction } from 'i18next';
import type { Provenance } from '../../../shared/domain/library';
import { isolate } from '../../i18n/isolate';

function formatDate(value: string, language: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

export function provenanceText(t: TFunction, provenance: Provenance, language: string): string {
  switch (provenance.type) {
    case 'library':
      return t('scenario:provenance.library', { file: isolate(provenance.file), version: provenance.version });
    case 'dataset':
      return t('scenario:provenance.dataset', { postId: isolate(provenance.postId), file: isolate(provenance.file) });
    case 'authored':
      return provenance.by
        ? t('scenario:provenance.authoredBy', { name: isolate(provenance.by) })
        : t('scenario:provenance.authored');
    case 'pack':
      return t('scenario:provenance.pack', {
        file: isolate(provenance.file),
        date: formatDate(provenance.exportedAt, language),
      });
    case 'model':
      return t('scenario:provenance.model', {
        model: isolate(provenance.model),
        provider: isolate(provenance.provider),
        date: formatDate(provenance.date, language),
      });
  }
}
