// What an installed model is pinned to: the repository commit and each file's sha256 recorded at its
// first download, which are checked again every time the model is loaded.
import { useTranslation } from 'react-i18next';
import type { ModelPins } from '../../../../shared/models/status';
import { formatBytes } from './format';
import { DataTable } from '../../../components/DataTable/DataTable';

export function ModelPinsView({ pins }: { pins: ModelPins }) {
  const { t, i18n } = useTranslation();
  return (
    <details className="model-pins" data-testid="model-pins">
      <summary>{t('modelpins:title')}</summary>
      <p className="muted">{t('modelpins:help')}</p>
      <dl className="term-grid model-facts">
        <dt>{t('modelpins:commit')}</dt>
        <dd>
          {pins.commit ? (
            <code dir="ltr" className="model-path">
              {pins.commit}
            </code>
          ) : (
            t('modelpins:commitUnknown')
          )}
          {pins.pinnedCommit && <span className="muted"> {t('modelpins:pinnedByList')}</span>}
        </dd>
      </dl>
      <DataTable className="table" columns={[t('modelpins:file'), t('modelpins:size'), t('modelpins:sha256')]}>
        {pins.files.map((file) => (
          <tr key={file.path}>
            <td dir="ltr">{file.path}</td>
            <td>{formatBytes(file.size, i18n.language)}</td>
            <td>
              <code dir="ltr" className="model-path">
                {file.sha256}
              </code>
            </td>
          </tr>
        ))}
      </DataTable>
    </details>
  );
}
