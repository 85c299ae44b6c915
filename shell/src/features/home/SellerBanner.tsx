import styled from 'styled-components';
import { Button, Container } from '@vitrina/shared/core';
import { useSellAction } from '../sell-action/useSellAction';
import { homeSectionsCopy } from './copy';
import { shellCopy } from '../../app/shellCopy';

const Banner = styled.div`
  margin-top: ${({ theme }) => theme.space[16]};
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: center;
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background:
    radial-gradient(circle at 100% 0%, rgba(255, 255, 255, 0.35), transparent 45%),
    linear-gradient(120deg, ${({ theme }) => theme.colors.goldLight}, ${({ theme }) => theme.colors.gold});
  color: ${({ theme }) => theme.colors.ink};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: 1fr auto;
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[6]};
    margin-top: ${({ theme }) => theme.space[10]};
  }
  h2 {
    font-size: clamp(24px, 3vw, 32px);
    font-weight: 800;
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    max-width: 620px;
  }
`;

const InkButton = styled(Button)`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textInverse};
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.navy};
  }
`;

/** Seller banner: a bold call to list a piece. */
export function SellerBanner() {
  const sell = useSellAction();
  return (
    <Container>
      <Banner as="section" aria-labelledby="seller-banner-title">
        <div>
          <h2 id="seller-banner-title">{homeSectionsCopy.sellerBannerTitle}</h2>
          <p>{homeSectionsCopy.sellerBannerText}</p>
        </div>
        <InkButton size="lg" onClick={sell}>
          {shellCopy.sellYourPiece}
        </InkButton>
      </Banner>
    </Container>
  );
}
