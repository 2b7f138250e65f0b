// The verdicts of a pairwise comparison as a table: per item and judge, the verdict and, folded away,
// the judge's reasons in both orders (each reply shown first once).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../DataTable/DataTable';

export type VerdictRow = {
  key: string;
  testId: string;
  item: ReactNode;
  judge: string;
  verdict: ReactNode;
  /** The reasons, one per order: what was shown first, and the judge's text. */
  orders: readonly { label: ReactNode; text: string | null }[];
};

type Props = {
  /** The first column's heading (what is compared: a rubric item, an E-I-A dimension). */
  itemHeading: string;
  rows: readonly VerdictRow[];
  className: string;
  wrap?: string;
};

export function PairVerdictTable({ itemHeading, rows, className, wrap }: Props) {
  const { t } = useTranslation();
  const columns = [
    itemHeading,
    t('scenario:pairwise.judge'),
    t('scenario:pairwise.verdict'),
    t('scenario:pairwise.reasons'),
  ];
  return (
    <DataTable wrap={wrap} className={className} columns={columns}>
      {rows.map((row) => (
        <tr key={row.key} data-testid={row.testId}>
          <th scope="row">{row.item}</th>
          <td>{row.judge}</td>
          <td>{row.verdict}</td>
          <td>
            <details>
              <summary>{t('scenario:pairwise.bothOrders')}</summary>
              {row.orders.map((order, index) => (
                <p key={index}>
                  <strong>{order.label}</strong> <span dir="auto">{order.text ?? '—'}</span>
                </p>
              ))}
            </details>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
