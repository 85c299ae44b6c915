import styled from 'styled-components';
import { Container, NEWSLETTER_DISCOUNT_PERCENT, fillCopy } from '@vitrina/shared/core';
import { RemoteComponent } from '../../federation/RemoteComponent';
import { SLOT_RESERVE } from '../../federation/slotReserve';
import { Kicker, SectionBlock, SectionLead, SectionTitle } from './SectionHeading';
import { homeSectionsCopy } from './copy';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  align-items: center;
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Discount = styled.span`
  color: ${({ theme }) => theme.colors.goldDark};
`;

/** Newsletter sign-up (10% off a first purchase); the form itself is mfe-auth's NewsletterSignup. */
export function NewsletterSection() {
  return (
    <SectionBlock aria-labelledby="newsletter-title">
      <Container>
        <Panel>
          <div>
            <Kicker>{homeSectionsCopy.newsletterKicker}</Kicker>
            <SectionTitle id="newsletter-title">
              <Discount>
                {fillCopy(homeSectionsCopy.newsletterDiscount, { percent: NEWSLETTER_DISCOUNT_PERCENT })}
              </Discount>{' '}
              {homeSectionsCopy.newsletterTitleEnd}
            </SectionTitle>
            <SectionLead>{homeSectionsCopy.newsletterLead}</SectionLead>
          </div>
          <RemoteComponent
            remote="mfe_auth"
            expose="NewsletterSignup"
            props={{ variant: 'full' }}
            reserve={SLOT_RESERVE.newsletterFull}
            defer
          />
        </Panel>
      </Container>
    </SectionBlock>
  );
}
