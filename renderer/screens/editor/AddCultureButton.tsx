// "Add a culture" beside the scenario's culture select: the dialog opens outside the scenario form
// (it has a form of its own), and the new culture is listed at once and chosen.
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Culture } from '../../../shared/domain/library';
import { useSetQueryData } from '../../api/hooks';
import { DialogButton } from '../../components/DialogButton';
import { AddCultureDialog } from './AddCultureDialog';

type Props = { cultures: readonly Culture[]; onAdded: (cultureId: string) => void };

export function AddCultureButton({ cultures, onAdded }: Props) {
  const { t } = useTranslation();
  const setData = useSetQueryData();
  const created = (culture: Culture) =>
    // Listed at once, so the select can show it before the refreshed list arrives.
    setData(
      'cultures.list',
      {},
      [...cultures, culture].sort((a, b) => a.name.localeCompare(b.name)),
    );
  return (
    <DialogButton
      label={t('editor:form.addCulture')}
      className="button secondary small"
      testId="culture-add"
      dialog={(close) =>
        createPortal(
          <AddCultureDialog
            onClose={close}
            onCreated={(culture) => {
              created(culture);
              onAdded(culture.id);
              close();
            }}
          />,
          document.body,
        )
      }
    />
  );
}
