import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { categories, Container, fillCopy, bareList, paths } from '@vitrina/shared/core';
import { CategoryArt } from './art/CategoryArt';
import { Kicker, SectionBlock, SectionLead, SectionTitle } from './SectionHeading';
import { homeSectionsCopy } from './copy';

/** The three categories with a large illustrated card (spec §1: cards, jerseys, memorabilia). */
const FEATURED_IDS = ['cards', 'jerseys', 'memorabilia'] as const;

const Tiles = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[8]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  height: 100%;
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  img {
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    flex-shrink: 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  // A phone's tile is half the screen: beside the picture 'Equipamiento' had about 90 px and ran past the border,
  // so there the picture sits above the name, which gets the tile's whole width.
  ${({ theme }) => theme.media.belowMobile} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    img {
      width: 48px;
      height: 36px;
    }
  }
`;

/*
 * On a phone the four tiles are the explorer: the big cards stacked under them repeated three of the same
 * categories (Equipamiento, which has no big card, looked missing) in about 1,100 px more, before anything else on
 * the page. From the tablet up, where the cards sit three abreast or as short rows, both show.
 */
const Cards = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.belowMobile} {
    display: none;
  }
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const BigCard = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radii.xl};
  overflow: hidden;
  background: linear-gradient(165deg, ${({ theme }) => theme.colors.navy}, ${({ theme }) => theme.colors.ink});
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
  /* Between phone and desktop the cards stack, so the art sits beside the text instead of above it. */
  ${({ theme }) => theme.media.belowSidebar} {
    ${({ theme }) => theme.media.aboveMobile} {
      flex-direction: row;
      align-items: stretch;
    }
  }
  transition:
    transform ${({ theme }) => theme.transitions.normal},
    box-shadow ${({ theme }) => theme.transitions.normal};
  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }
`;

const Art = styled(CategoryArt)`
  width: 100%;
  height: auto;
  display: block;
  flex-shrink: 0;
  border-bottom: 1px solid rgba(201, 162, 39, 0.3);
  ${({ theme }) => theme.media.belowSidebar} {
    ${({ theme }) => theme.media.aboveMobile} {
      width: 42%;
      border-bottom: 0;
      border-right: 1px solid rgba(201, 162, 39, 0.3);
    }
  }
`;

const CardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  flex: 1;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: rgba(255, 255, 255, 0.75);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  /* The whole card is clickable through the title link. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    box-shadow: ${({ theme }) => theme.shadows.focusInset};
    border-radius: inherit;
  }
`;

const Chips = styled.ul`
  ${bareList}
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  li {
    padding: 2px 10px;
    border: 1px solid rgba(230, 198, 92, 0.4);
    border-radius: ${({ theme }) => theme.radii.full};
    color: ${({ theme }) => theme.colors.goldLight};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const More = styled.span`
  margin-top: auto;
  color: ${({ theme }) => theme.colors.goldLight};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** Category explorer: four compact tiles (every category) and three large illustrated cards (not on a phone). */
export function CategoryExplorer() {
  const featured = FEATURED_IDS.map((id) => categories.find((category) => category.id === id)).filter(
    (category): category is (typeof categories)[number] => Boolean(category),
  );

  return (
    <SectionBlock aria-labelledby="explorer-title">
      <Container>
        <Kicker>{homeSectionsCopy.explorerKicker}</Kicker>
        <SectionTitle id="explorer-title">{homeSectionsCopy.explorerTitle}</SectionTitle>
        <SectionLead>{homeSectionsCopy.explorerLead}</SectionLead>
        <Tiles>
          {categories.map((category) => (
            <li key={category.id}>
              <Tile to={paths.category(category.id)}>
                <img src={category.image} alt="" />
                <span>
                  {category.name}
                  <small>{category.label}</small>
                </span>
              </Tile>
            </li>
          ))}
        </Tiles>
        <Cards>
          {featured.map((category) => (
            <BigCard key={category.id}>
              <Art kind={category.id} />
              <CardBody>
                <h3>
                  <CardLink to={paths.category(category.id)}>{category.name}</CardLink>
                </h3>
                <p>{category.description}</p>
                <Chips aria-label={fillCopy(homeSectionsCopy.mostSearchedIn, { category: category.name })}>
                  {category.subcategories[0]?.items.slice(0, 4).map((item) => (
                    <li key={item.id}>{item.name}</li>
                  ))}
                </Chips>
                <More aria-hidden="true">{homeSectionsCopy.exploreMore}</More>
              </CardBody>
            </BigCard>
          ))}
        </Cards>
      </Container>
    </SectionBlock>
  );
}
