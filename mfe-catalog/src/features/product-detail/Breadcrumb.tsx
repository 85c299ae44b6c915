import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getCategory, bareList, paths } from '@vitrina/shared/core';
import { productDetailCopy } from './copy';

const Nav = styled.nav`
  min-width: 0;
  flex: 1;
  ol {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    ${bareList}
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
    overflow: hidden;
  }
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    flex: none;
  }
  li + li::before {
    content: '/';
    color: ${({ theme }) => theme.colors.border};
  }
  /* the links keep their width; the piece's title takes what is left and ends in … */
  li:last-child {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
  }
  li:last-child span {
    overflow: hidden;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.colors.ink};
  }
  ${({ theme }) => theme.media.belowMobile} {
    /* on a phone: Productos › category; the back button already leads away and the title is the heading just
       below (beside a long category it had no room left and was cut mid-letter) */
    li:first-child,
    li:last-child {
      display: none;
    }
    li:nth-child(2)::before {
      content: none;
    }
    /* a category longer than the room left ends in … */
    li:nth-child(3) {
      flex: 0 1 auto;
      min-width: 0;
    }
    li:nth-child(3) a {
      min-width: 0;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    /* a thumb's 44 px of height around the same small text (the bar already keeps 36 px) */
    a {
      display: block;
      padding: 12px 0;
      line-height: 20px;
    }
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: 2px;
  }
`;

/** Home › Productos › the category (its filtered listing) › the piece (spec §2). */
export function Breadcrumb({ title, category }: { title: string; category: string }) {
  const categoryName = getCategory(category)?.name ?? category;
  return (
    <Nav aria-label={productDetailCopy.breadcrumb}>
      <ol>
        <li>
          <Link to="/">{productDetailCopy.home}</Link>
        </li>
        <li>
          <Link to={paths.products}>{productDetailCopy.products}</Link>
        </li>
        <li>
          <Link to={`/products?category=${encodeURIComponent(category)}`}>{categoryName}</Link>
        </li>
        <li>
          <span aria-current="page" title={title}>
            {title}
          </span>
        </li>
      </ol>
    </Nav>
  );
}
