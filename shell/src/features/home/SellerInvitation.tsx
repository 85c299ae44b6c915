import styled from 'styled-components';
import { Button, Container, bareList } from '@vitrina/shared/core';
import { useSellAction } from '../sell-action/useSellAction';
import { Kicker, SectionBlock } from './SectionHeading';
import { homeSectionsCopy } from './copy';

const Invitation = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textInverse};
  border: 1px solid rgba(201, 162, 39, 0.4);
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: 1.2fr 1fr;
    align-items: center;
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[6]};
  }
  h2 {
    margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
    font-size: clamp(24px, 3vw, 32px);
    font-weight: 800;
  }
  p {
    color: rgba(255, 255, 255, 0.75);
  }
`;

const Steps = styled.ol`
  ${bareList}
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  counter-reset: step;
  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 36px 1fr;
    gap: ${({ theme }) => theme.space[3]};
    align-items: start;
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    border: 1px solid ${({ theme }) => theme.colors.gold};
    color: ${({ theme }) => theme.colors.goldLight};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  strong {
    display: block;
  }
  span {
    color: rgba(255, 255, 255, 0.7);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const GoldKicker = styled(Kicker)`
  color: ${({ theme }) => theme.colors.goldLight};
`;

const Cta = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
`;

/** Seller invitation card: how selling works, in three steps, with the sell action. */
export function SellerInvitation() {
  const sell = useSellAction();
  return (
    <SectionBlock aria-labelledby="seller-invitation-title">
      <Container>
        <Invitation>
          <div>
            <GoldKicker>{homeSectionsCopy.sellerInvitationKicker}</GoldKicker>
            <h2 id="seller-invitation-title">{homeSectionsCopy.sellerInvitationTitle}</h2>
            <p>{homeSectionsCopy.sellerInvitationText}</p>
            <Cta>
              <Button variant="accent" size="lg" onClick={sell}>
                {homeSectionsCopy.sellYourCollection}
              </Button>
            </Cta>
          </div>
          <Steps>
            {homeSectionsCopy.sellerSteps.map((step) => (
              <li key={step.title}>
                <div>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </div>
              </li>
            ))}
          </Steps>
        </Invitation>
      </Container>
    </SectionBlock>
  );
}
