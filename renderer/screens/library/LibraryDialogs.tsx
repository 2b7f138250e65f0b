// Opens the instructor dialog that is asked for: CultureCare import, pack import, export or history.
import { CulturecareImportDialog } from './CulturecareImportDialog';
import { ExportDialog } from './ExportDialog';
import { ImportHistoryDialog } from './ImportHistoryDialog';
import type { LibraryDialog } from './InstructorToolbar';
import { PackImportDialog } from './PackImportDialog';

export function LibraryDialogs(props: {
  open: LibraryDialog | null;
  exportIds: number[];
  cultureName: (id: string) => string;
  onClose: () => void;
  onExported: (fileName: string, count: number) => void;
}) {
  switch (props.open) {
    case 'culturecare':
      return <CulturecareImportDialog onClose={props.onClose} />;
    case 'pack':
      return <PackImportDialog cultureName={props.cultureName} onClose={props.onClose} />;
    case 'export':
      return <ExportDialog ids={props.exportIds} onClose={props.onClose} onDone={props.onExported} />;
    case 'history':
      return <ImportHistoryDialog onClose={props.onClose} />;
    default:
      return null;
  }
}
