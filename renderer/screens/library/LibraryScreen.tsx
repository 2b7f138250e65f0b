// The scenario library (/library): search, filters with counts, result cards (loaded a page at a time
// as the person scrolls), and the instructor's tools for writing, importing and exporting scenarios.
import '../../styles/library.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { StatusText } from '../../components/StatusText';
import { cultureNamer } from './cultureNames';
import { ExportedNote } from './ExportedNote';
import { FilterBar } from './FilterBar';
import { InstructorToolbar, type LibraryDialog } from './InstructorToolbar';
import { LibraryDialogs } from './LibraryDialogs';
import { LibraryHeader } from './LibraryHeader';
import { ResultsList } from './ResultsList';
import { useLibraryData } from './useLibraryData';
import { useLibraryFilters } from './useLibraryFilters';
import { useSelection } from './useSelection';

export function LibraryScreen() {
  const { t } = useTranslation();
  const { profile } = useSession();
  const { filter, setFilter, clear, active } = useLibraryFilters();
  const { result, error, loading, more, loadingMore, cultures, libraryTotal } = useLibraryData(filter);
  const selection = useSelection();
  const [dialog, setDialog] = useState<LibraryDialog | null>(null);
  const [searchSeed, setSearchSeed] = useState(() => ({ key: 0, text: filter.query ?? '' }));
  const [exported, setExported] = useState<{ fileName: string; count: number } | null>(null);

  if (!profile) return <Navigate to="/" replace />;
  const isInstructor = profile.role === 'instructor';
  const cultureName = cultureNamer(t, cultures);
  const items = result?.items ?? [];

  const clearAll = () => {
    clear();
    setSearchSeed((seed) => ({ key: seed.key + 1, text: '' }));
  };

  return (
    <div className="library">
      <LibraryHeader total={cultures.length > 0 ? libraryTotal : null} />

      {isInstructor && (
        <InstructorToolbar
          selection={selection}
          shownIds={items.map((s) => s.id)}
          onOpen={(next) => {
            setExported(null);
            setDialog(next);
          }}
        />
      )}
      {exported && <ExportedNote fileName={exported.fileName} count={exported.count} />}

      <FilterBar
        filter={filter}
        facets={result?.facets ?? null}
        cultures={cultures}
        cultureName={cultureName}
        staff={profile.role !== 'trainee'}
        searchSeed={searchSeed}
        onSearch={(query) => setFilter('query', query)}
        onFilter={setFilter}
        onClear={clearAll}
      />

      <ErrorText error={error} />
      {result ? (
        <ResultsList
          items={items}
          total={result.total}
          more={more}
          loadingMore={loadingMore}
          loading={loading}
          filtered={active}
          isInstructor={isInstructor}
          cultureName={cultureName}
          selection={selection}
          onClear={clearAll}
        />
      ) : (
        !error && <StatusText className="lib-loading">{t('library:loading')}</StatusText>
      )}

      {isInstructor && (
        <LibraryDialogs
          open={dialog}
          exportIds={[...selection.ids]}
          cultureName={cultureName}
          onClose={() => setDialog(null)}
          onExported={(fileName, count) => {
            setDialog(null);
            selection.stop();
            setExported({ fileName, count });
          }}
        />
      )}
    </div>
  );
}
