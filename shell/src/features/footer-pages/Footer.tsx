import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categories, Container, fillCopy, bareList, paths } from '@vitrina/shared/core';
import { LogoMark } from '../top-bar/Logo';
import { SocialLinks } from '../social-links/SocialLinks';
import { shellCopy } from '../../app/shellCopy';
import { footerCopy } from './copy';

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space[16]};
  background: ${({ theme }) => theme.colors.ink};
  color: rgba(255, 255, 255, 0.75);
  border-top: 3px solid ${({ theme }) => theme.colors.gold};
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[12]};
  padding-bottom: ${({ theme }) => theme.space[8]};
  /* On a phone the brand takes the width and the two link lists sit side by side below it (one column was about
     780 px of footer on every page, using half the width). */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: ${({ theme }) => theme.space[4]};
  & > :first-child {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 2fr 1fr 1fr;
    column-gap: ${({ theme }) => theme.space[8]};
    & > :first-child {
      grid-column: auto;
    }
  }
`;

const Brand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 360px;
`;

const BrandName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const ColumnTitle = styled.h2`
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  margin-bottom: ${({ theme }) => theme.space[3]};
  /* the links' 44 px rows already leave room above their text */
  ${({ theme }) => theme.media.belowMobile} {
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
`;

const LinkList = styled.ul`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  ${({ theme }) => theme.media.belowMobile} {
    gap: 0;
  }
`;

const FooterLink = styled(Link)`
  color: rgba(255, 255, 255, 0.8);
  text-decoration: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* a finger's target on a phone: each link a 44 px tall row, the rows touching */
  ${({ theme }) => theme.media.belowMobile} {
    display: flex;
    align-items: center;
    min-height: 44px;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.goldLight};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
    border-radius: 2px;
  }
`;

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  border-top: 1px solid rgba(255, 255, 255, 0.1);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  /* Room for the floating sell button so it never covers the last line. */
  padding-right: 240px;
  ${({ theme }) => theme.media.belowMobile} {
    padding-right: 72px;
  }
`;

export function Footer() {
  return (
    <Wrapper>
      <Grid>
        <Brand>
          <BrandName>
            <LogoMark size={28} />
            {shellCopy.brand}
          </BrandName>
          <p>{footerCopy.about}</p>
          <SocialLinks tone="light" />
        </Brand>
        <nav aria-labelledby="footer-categories">
          <ColumnTitle id="footer-categories">{shellCopy.categories}</ColumnTitle>
          <LinkList>
            {categories.map((category) => (
              <li key={category.id}>
                <FooterLink to={paths.category(category.id)}>{category.name}</FooterLink>
              </li>
            ))}
          </LinkList>
        </nav>
        <nav aria-labelledby="footer-legal">
          <ColumnTitle id="footer-legal">{shellCopy.brand}</ColumnTitle>
          <LinkList>
            <li>
              <FooterLink to="/privacy">{footerCopy.privacy}</FooterLink>
            </li>
            <li>
              <FooterLink to="/terms">{footerCopy.terms}</FooterLink>
            </li>
            <li>
              <FooterLink to="/contact">{footerCopy.contact}</FooterLink>
            </li>
          </LinkList>
        </nav>
      </Grid>
      <Bottom>
        <span>{fillCopy(footerCopy.rights, { year: new Date().getFullYear() })}</span>
        <span>{footerCopy.pricesInMxn}</span>
      </Bottom>
    </Wrapper>
  );
}
