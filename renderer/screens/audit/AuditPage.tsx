// One page of the audit log (newest first): its rows, then either the next page (when the person
// asked for more) or a "Load more" row while this page was full. Each page starts just before the
// last entry of the page above it, so newer entries arriving never shift or repeat rows.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { useDateText } from '../accounts/useDateText';
import { AuditDetails } from './AuditDetails';

export const AUDIT_PAGE_SIZE = 50;
const COLUMNS = 5;

export function AuditPage(props: {
  action: string | null;
  before: number | undefined;
  /** How many pages after this one the person asked for. */
  more: number;
  onMore: () => void;
  actionLabel: (action: string) => string;
}) {
  const { t } = useTranslation();
  const { dateTime } = useDateText();
  const page = useApiQuery('audit.list', {
    limit: AUDIT_PAGE_SIZE,
    ...(props.before ? { before: props.before } : {}),
    ...(props.action ? { action: props.action } : {}),
  });
  const rows = page.data ?? [];
  const full = rows.length === AUDIT_PAGE_SIZE;
  const last = rows.at(-1)?.id;
  const first = useRef<HTMLTableRowElement>(null);
  const loaded = page.data !== undefined;
  // A page added by "Load more": focus moves to its first row, where reading goes on.
  useEffect(() => {
    if (loaded && props.before !== undefined) first.current?.focus();
  }, [loaded, props.before]);
  return (
    <>
      <tbody>
        {rows.length === 0 && props.before === undefined && loaded && (
          <tr>
            <td colSpan={COLUMNS} className="muted" data-testid="audit-empty">
              {props.action ? t('accounts:audit.emptyFiltered') : t('accounts:audit.empty')}
            </td>
          </tr>
        )}
        {rows.map((entry, index) => (
          <tr
            key={entry.id}
            ref={index === 0 ? first : undefined}
            tabIndex={index === 0 && props.before !== undefined ? -1 : undefined}
            data-testid="audit-row"
            data-action={entry.action}
          >
            <td className="audit-time">
              <time dateTime={entry.at}>{dateTime(entry.at)}</time>
            </td>
            <td dir="auto">{entry.actorName ?? <span className="muted">{t('accounts:audit.nobody')}</span>}</td>
            <td>{props.actionLabel(entry.action)}</td>
            <td dir="ltr" className="audit-target">
              {entry.target ?? ''}
            </td>
            <td>
              <AuditDetails details={entry.details} address={entry.address} />
            </td>
          </tr>
        ))}
        {(page.isPending || page.error !== null || (full && props.more === 0)) && (
          <tr className="audit-status-row">
            <td colSpan={COLUMNS}>
              {page.isPending && (
                <span className="muted" role="status">
                  {t('common:loading')}
                </span>
              )}
              <ErrorText error={page.error} />
              {full && props.more === 0 && (
                <button type="button" className="button secondary" onClick={props.onMore} data-testid="audit-more">
                  {t('accounts:audit.more')}
                </button>
              )}
            </td>
          </tr>
        )}
      </tbody>
      {full && props.more > 0 && last !== undefined && <AuditPage {...props} before={last} more={props.more - 1} />}
    </>
  );
}
