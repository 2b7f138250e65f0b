// Dropping files onto the window (desktop and browser mode, not on a class server): the app's own
// files (.ccpack, .ccexercise, .ccsubmission, .ccfeedback) wait on the Opened files screen, as when
// the operating system opens them; other files are not opened, and the window never navigates away.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { appFileTypeOf } from '../../shared/file-types';
import { api } from '../api/client';
import { queryClient } from '../api/query-client';
import { useAnnounce } from '../components/a11y/Announcer';

const carriesFiles = (event: DragEvent) => [...(event.dataTransfer?.types ?? [])].includes('Files');

export function useFileDrop(enabled: boolean, signedIn: boolean): void {
  const navigate = useNavigate();
  const announce = useAnnounce();
  const { t } = useTranslation();
  useEffect(() => {
    if (!enabled) return;
    const over = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      // A text field takes dropped text itself; a dropped file never replaces the app in the window.
      event.preventDefault();
      const files = [...(event.dataTransfer?.files ?? [])];
      const ours = files.filter((f) => appFileTypeOf(f.name));
      if (ours.length === 0) {
        announce(t('openedExchange:dropOther'));
        return;
      }
      if (!signedIn) {
        // The Opened files screen asks to choose a profile first.
        void navigate('/opened');
        return;
      }
      void Promise.all(
        ours.map(async (file) => api.call('files.add', { fileName: file.name, content: await file.text() })),
      ).then(
        () => {
          void queryClient.invalidateQueries();
          void navigate('/opened');
          // The screen may already be showing: it refreshes its list when the window gets focus.
          window.dispatchEvent(new Event('focus'));
        },
        () => announce(t('openedExchange:dropFailed')),
      );
    };
    window.addEventListener('dragover', over);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragover', over);
      window.removeEventListener('drop', drop);
    };
  }, [enabled, signedIn, navigate, announce, t]);
}
