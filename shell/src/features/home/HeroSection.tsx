import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Container, paths } from '@vitrina/shared/core';
import { HeroArt } from './art/HeroArt';
import { HeroSearchInput } from './HeroSearchInput';
import { SearchIcon } from '../top-bar/icons';
import { useSellAction } from '../sell-action/useSellAction';
import { homeHeroCopy, homeSectionsCopy } from './copy';

const Section = styled.section`
  position: relative;
  /* clipped sideways only: the search suggestions may hang below the hero */
  overflow-x: clip;
  overflow-y: visible;
  background:
    radial-gradient(ellipse at 80% 20%, rgba(201, 162, 39, 0.18), transparent 55%),
    linear-gradient(160deg, ${({ theme }) => theme.colors.ink} 0%, ${({ theme }) => theme.colors.navy} 100%);
  color: ${({ theme }) => theme.colors.textInverse};
`;

const Grid = styled(Container)`
  display: grid;
  align-items: center;
  gap: ${({ theme }) => theme.space[8]};
  padding-top: ${({ theme }) => theme.space[16]};
  padding-bottom: ${({ theme }) => theme.space[16]};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: 1.1fr 0.9fr;
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding-top: ${({ theme }) => theme.space[10]};
    padding-bottom: ${({ theme }) => theme.space[10]};
  }
`;

const Eyebrow = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  &::before {
    content: '';
    width: 28px;
    height: 2px;
    background: ${({ theme }) => theme.colors.gold};
  }
`;

const Title = styled.h1`
  margin: ${({ theme }) => theme.space[4]} 0;
  font-size: clamp(34px, 5vw, 58px);
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.05;
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

const Lead = styled.p`
  max-width: 540px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: rgba(255, 255, 255, 0.78);
`;

const SearchForm = styled.form`
  margin-top: ${({ theme }) => theme.space[8]};
  display: flex;
  max-width: 560px;
  padding: 6px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.full};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus}, ${({ theme }) => theme.shadows.lg};
  }
`;

// a div, not a label: the suggestions open inside it, and a click on one must not go to the input
const SearchLabel = styled.div`
  display: flex;
  align-items: center;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.space[2]};
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.belowMobile} {
    padding-left: ${({ theme }) => theme.space[3]};
  }
`;

/*
 * On a phone the magnifier moves from before the field into the button, in place of its word (still its name for
 * assistive technology): the field keeps the width to show the whole '¿Qué joya estás buscando?' (spec §1: the
 * placeholder asks what gem the visitor is looking for), down to a 360 px screen.
 */
const LeadIcon = styled.span`
  display: inline-flex;
  ${({ theme }) => theme.media.belowMobile} {
    display: none;
  }
`;

const ButtonIcon = styled.span`
  display: none;
  ${({ theme }) => theme.media.belowMobile} {
    display: inline-flex;
  }
`;

const ButtonWord = styled.span`
  ${({ theme }) => theme.media.belowMobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
    border: 0;
  }
`;

const SearchInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus {
    outline: none;
  }
`;

const SearchButton = styled(Button)`
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  height: 44px;
  ${({ theme }) => theme.media.belowMobile} {
    position: relative;
    width: 44px;
    padding: 0;
  }
`;

const Ctas = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;

const GhostOnDark = styled(Button)`
  color: ${({ theme }) => theme.colors.textInverse};
  border-color: rgba(255, 255, 255, 0.35);
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

const Art = styled(HeroArt)`
  width: 100%;
  max-width: 520px;
  justify-self: center;
  filter: drop-shadow(0 24px 48px rgba(0, 0, 0, 0.45));
  ${({ theme }) => theme.media.belowSidebar} {
    max-width: 380px;
  }
  ${({ theme }) => theme.media.belowMobile} {
    display: none;
  }
`;

/**
 * Hero: the promise, a search box that sends the visitor to /products?search=… (with the catalogue's suggestions
 * once they load), and the two calls to action.
 */
export function HeroSection() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const sell = useSellAction();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    navigate(paths.productsSearch(query));
  };

  return (
    <Section aria-labelledby="hero-title">
      <Grid>
        <div>
          <Eyebrow>{homeHeroCopy.eyebrow}</Eyebrow>
          <Title id="hero-title">
            {homeHeroCopy.titleStart} <em>{homeHeroCopy.titleEmphasis}</em> {homeHeroCopy.titleEnd}
          </Title>
          <Lead>{homeHeroCopy.lead}</Lead>
          {/* without JavaScript, the browser's own GET to the listing with ?search= (the field's name) */}
          <SearchForm role="search" action={paths.products} onSubmit={onSubmit}>
            <SearchLabel>
              <LeadIcon>
                <SearchIcon size={20} />
              </LeadIcon>
              <HeroSearchInput
                value={query}
                onValueChange={setQuery}
                label={homeHeroCopy.searchLabel}
                placeholder={homeHeroCopy.searchPlaceholder}
                PlainInput={SearchInput}
              />
            </SearchLabel>
            <SearchButton type="submit" variant="accent">
              <ButtonIcon>
                <SearchIcon size={20} />
              </ButtonIcon>
              <ButtonWord>{homeHeroCopy.searchButton}</ButtonWord>
            </SearchButton>
          </SearchForm>
          <Ctas>
            <Button as={Link} to={paths.products} variant="accent" size="lg">
              {homeHeroCopy.startShopping}
            </Button>
            <GhostOnDark variant="outline" size="lg" onClick={sell}>
              {homeSectionsCopy.sellYourCollection}
            </GhostOnDark>
          </Ctas>
        </div>
        <Art />
      </Grid>
    </Section>
  );
}
