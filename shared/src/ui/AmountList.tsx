import styled from 'styled-components';

/** Label and amount pairs (`dt`/`dd`), amounts right-aligned: the cart and checkout summaries and the order page. */
export const AmountList = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    text-align: right;
    color: ${({ theme }) => theme.colors.text};
  }
`;
