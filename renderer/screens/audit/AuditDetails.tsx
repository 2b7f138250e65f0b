// An audit entry's details (ids and choices the services kept, never texts or secrets) as a compact
// "key: value" list, plus the address the request came from.
import { useTranslation } from 'react-i18next';

const show = (value: unknown): string =>
  typeof value === 'string' ? value : Array.isArray(value) ? value.map(show).join(', ') : JSON.stringify(value);

export function AuditDetails({ details, address }: { details: Record<string, unknown>; address: string | null }) {
  const { t } = useTranslation();
  // Empty fields (no instructions, no email, an empty list) and "not a dry run" say nothing; they are left out.
  const entries = Object.entries(details).filter(
    ([key, value]) =>
      value !== null &&
      value !== undefined &&
      value !== '' &&
      !(Array.isArray(value) && value.length === 0) &&
      !(key === 'dryRun' && value === false),
  );
  if (entries.length === 0 && !address) return <span className="muted">{t('accounts:list.none')}</span>;
  return (
    <dl className="audit-details">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt dir="ltr">{key}</dt>
          <dd dir="auto">{show(value)}</dd>
        </div>
      ))}
      {address && (
        <div>
          <dt>{t('accounts:audit.address')}</dt>
          <dd dir="ltr">{address}</dd>
        </div>
      )}
    </dl>
  );
}
