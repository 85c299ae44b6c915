import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container, copy, NEWSLETTER_DISCOUNT_PERCENT, fillCopy, paths } from '@vitrina/shared/core';
import { RemoteComponent } from '../../federation/RemoteComponent';
import { SLOT_RESERVE } from '../../federation/slotReserve';
import { LogoMark } from '../top-bar/Logo';
import { SocialLinks } from '../social-links/SocialLinks';
import { comingSoonCopy } from './copy';
import { shellCopy } from '../../app/shellCopy';

const Hero = styled.section`
  background:
    radial-gradient(ellipse at 50% -10%, rgba(201, 162, 39, 0.28), transparent 60%),
    linear-gradient(180deg, ${({ theme }) => theme.colors.ink}, ${({ theme }) => theme.colors.navy});
  color: ${({ theme }) => theme.colors.textInverse};
  text-align: center;
`;

const HeroInner = styled(Container)`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[16]};
  padding-bottom: ${({ theme }) => theme.space[16]};
`;

const Pill = styled.p`
  padding: 4px 14px;
  border: 1px solid rgba(230, 198, 92, 0.5);
  border-radius: ${({ theme }) => theme.radii.full};
  color: ${({ theme }) => theme.colors.goldLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  font-size: clamp(36px, 6vw, 64px);
  font-weight: 800;
  letter-spacing: -0.02em;
  line-height: 1.05;
  max-width: 820px;
  em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.goldLight};
  }
`;

const Lead = styled.p`
  max-width: 620px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: rgba(255, 255, 255, 0.78);
`;

const NewsletterCard = styled.div`
  width: 100%;
  max-width: 560px;
  margin-top: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  text-align: left;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: ${({ theme }) => theme.space[3]};
  }
`;

const Browse = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: rgba(255, 255, 255, 0.7);
  a {
    color: ${({ theme }) => theme.colors.goldLight};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Promises = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[12]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const PromiseCard = styled.li`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
    margin: ${({ theme }) => theme.space[3]} 0 ${({ theme }) => theme.space[2]};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const PromiseIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.goldLight};
`;

const Waitlist = styled.section`
  margin-top: ${({ theme }) => theme.space[12]};
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textInverse};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: 1fr 1fr;
    align-items: start;
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[6]};
  }
  h2 {
    font-size: clamp(24px, 3vw, 32px);
    font-weight: 800;
    margin: ${({ theme }) => theme.space[4]} 0 ${({ theme }) => theme.space[3]};
  }
  p {
    color: rgba(255, 255, 255, 0.75);
  }
`;

const WaitlistForm = styled.div`
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Social = styled.div`
  margin-top: ${({ theme }) => theme.space[6]};
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

function LiveIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="2.5" fill="currentColor" />
      <path
        d="M7.8 7.8a6 6 0 0 0 0 8.4M16.2 7.8a6 6 0 0 1 0 8.4M5 5a10 10 0 0 0 0 14M19 5a10 10 0 0 1 0 14"
        strokeLinecap="round"
      />
    </svg>
  );
}

function VendingIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="2.5" width="16" height="19" rx="2" />
      <path d="M7 6h7v9H7zM17 7v2M17 12v1M8 18h8" strokeLinecap="round" />
    </svg>
  );
}

function TruckIcon() {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
      strokeLinejoin="round"
    >
      <path d="M2.5 6h11v10h-11zM13.5 9.5h4l3 3.5v3h-7z" />
      <circle cx="6.5" cy="17.5" r="1.8" fill="currentColor" />
      <circle cx="17" cy="17.5" r="1.8" fill="currentColor" />
    </svg>
  );
}

/** Pre-launch page for signed-out visitors: newsletter, promises, the waitlist and social links. */
export function ComingSoonPage() {
  return (
    <>
      <Hero aria-labelledby="coming-soon-title">
        <HeroInner>
          <LogoMark size={56} />
          <Pill>{copy.common.comingSoon}</Pill>
          <Title id="coming-soon-title">
            {comingSoonCopy.titleStart} <em>{comingSoonCopy.titleEmphasis}</em> {comingSoonCopy.titleEnd}
          </Title>
          <Lead>{fillCopy(comingSoonCopy.lead, { percent: NEWSLETTER_DISCOUNT_PERCENT })}</Lead>
          <NewsletterCard>
            <h2>{comingSoonCopy.newsletterTitle}</h2>
            <RemoteComponent
              remote="mfe_auth"
              expose="NewsletterSignup"
              props={{ variant: 'emailOnly' }}
              reserve={SLOT_RESERVE.newsletterEmailOnly}
            />
          </NewsletterCard>
          <Browse>
            {comingSoonCopy.haveAccount} <Link to={paths.auth}>{shellCopy.signInButton}</Link> {comingSoonCopy.orBrowse}{' '}
            <Link to={paths.products}>{comingSoonCopy.availablePieces}</Link>
          </Browse>
        </HeroInner>
      </Hero>

      <Container>
        <Promises aria-label={comingSoonCopy.promisesLabel}>
          <PromiseCard>
            <PromiseIcon>
              <LiveIcon />
            </PromiseIcon>
            <h2>
              <Link to={paths.auctions}>{comingSoonCopy.liveSellingEvents}</Link>
            </h2>
            <p>{comingSoonCopy.liveSellingText}</p>
          </PromiseCard>
          <PromiseCard>
            <PromiseIcon>
              <VendingIcon />
            </PromiseIcon>
            <h2>{comingSoonCopy.vendingMachines}</h2>
            <p>{comingSoonCopy.vendingText}</p>
          </PromiseCard>
          <PromiseCard>
            <PromiseIcon>
              <TruckIcon />
            </PromiseIcon>
            <h2>{comingSoonCopy.shippingTitle}</h2>
            <p>{comingSoonCopy.shippingAtCheckout}.</p>
          </PromiseCard>
        </Promises>

        <Waitlist aria-labelledby="waitlist-title">
          <div>
            <LogoMark size={44} />
            <h2 id="waitlist-title">{comingSoonCopy.waitlistTitle}</h2>
            <p>{comingSoonCopy.waitlistText}</p>
            <RemoteComponent remote="mfe_auth" expose="CollectorCounter" reserve={SLOT_RESERVE.collectorCounter} />
            <Social>
              <p>{comingSoonCopy.followUs}</p>
              <SocialLinks tone="light" />
            </Social>
          </div>
          <WaitlistForm>
            <RemoteComponent remote="mfe_auth" expose="WaitlistLandingForm" reserve={SLOT_RESERVE.waitlistForm} />
          </WaitlistForm>
        </Waitlist>
      </Container>
    </>
  );
}
