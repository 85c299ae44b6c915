import styled from 'styled-components';
import {
  CONDITIONS,
  formatDate,
  getCategory,
  getSubcategory,
  optionLabel,
  PSA_GRADES,
  RARITIES,
  SIGNED_BY,
  type ProductRow,
} from '@vitrina/shared/core';
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
  const subcategory = product.subcategory
    ? getSubcategory(product.category, product.subcategory)?.item.name
    : undefined;
  const rows: [string, string | undefined][] = [
    [productDetailCopy.condition, optionLabel(CONDITIONS, product.condition)],
    [productDetailCopy.category, getCategory(product.category)?.name ?? product.category],
    [productDetailCopy.subcategory, subcategory],
    [productDetailCopy.rarity, optionLabel(RARITIES, product.rarity)],
    [productDetailCopy.psaGrade, optionLabel(PSA_GRADES, product.psa_grade)],
    [productDetailCopy.signedBy, optionLabel(SIGNED_BY, product.signed_by)],
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
