import styled from 'styled-components';
import { catalogValueNames, formatDate, type ProductRow } from '@vitrina/shared/core';
import { Panel, PanelTitle } from '../DetailLayout';
import { productDetailCopy } from '../copy';

const List = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, 40%) 1fr;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt,
  dd {
    margin: 0;
    padding: ${({ theme }) => theme.space[2]} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

type SheetProduct = Pick<
  ProductRow,
  'condition' | 'category' | 'subcategory' | 'rarity' | 'psa_grade' | 'signed_by' | 'stock' | 'created_at'
>;

/** The rows the sheet shows: a piece without a rarity, grade or signature simply has fewer rows. */
export function technicalSheetRows(product: SheetProduct): [label: string, value: string][] {
  const names = catalogValueNames({
    category: product.category,
    subcategory: product.subcategory,
    psaGrade: product.psa_grade,
    signedBy: product.signed_by,
    rarity: product.rarity,
    condition: product.condition,
  });
  const rows: [string, string | undefined][] = [
    [productDetailCopy.condition, names.condition],
    [productDetailCopy.category, names.category ?? product.category],
    [productDetailCopy.subcategory, names.subcategory],
    [productDetailCopy.rarity, names.rarity],
    [productDetailCopy.psaGrade, names.psaGrade],
    [productDetailCopy.signedBy, names.signedBy],
    [productDetailCopy.stock, String(product.stock)],
    [productDetailCopy.listedOn, formatDate(product.created_at)],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

export function TechnicalSheet({ product }: { product: SheetProduct }) {
  return (
    <Panel aria-labelledby="technical-sheet-title">
      <PanelTitle id="technical-sheet-title">{productDetailCopy.technicalSheet}</PanelTitle>
      <List>
        {technicalSheetRows(product).map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
    </Panel>
  );
}
