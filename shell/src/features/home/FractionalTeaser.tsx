import styled from 'styled-components';
import { Container } from '@vitrina/shared/core';
import { RemoteComponent } from '../../federation/RemoteComponent';
import { SLOT_RESERVE } from '../../federation/slotReserve';
import { Kicker, SectionBlock, SectionLead, SectionTitle } from './SectionHeading';
import { homeSectionsCopy } from './copy';

/** What the fractional-investment service promises (spec §1). */
export const FRACTIONAL_PROMISES = homeSectionsCopy.fractionalPromises;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[10]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 4px solid ${({ theme }) => theme.colors.gold};
  ${({ theme }) => theme.media.aboveSidebar} {
    grid-template-columns: 1.1fr 0.9fr;
  }
  ${({ theme }) => theme.media.belowMobile} {
    padding: ${({ theme }) => theme.space[6]};
  }
`;

const Promises = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 2px solid ${({ theme }) => theme.colors.gold};
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const FormColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  padding: ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/** Fractional-investment teaser with the waitlist form (mfe-auth's WaitlistHomeForm) and the collector counter. */
export function FractionalTeaser() {
  return (
    <SectionBlock aria-labelledby="fractional-title">
      <Container>
        <Panel>
          <div>
            <Kicker>{homeSectionsCopy.fractionalKicker}</Kicker>
            <SectionTitle id="fractional-title">{homeSectionsCopy.fractionalTitle}</SectionTitle>
            <SectionLead>{homeSectionsCopy.fractionalLead}</SectionLead>
            <Promises>
              {FRACTIONAL_PROMISES.map((promise) => (
                <li key={promise.title}>
                  <strong>{promise.title}</strong>
                  <span>{promise.text}</span>
                </li>
              ))}
            </Promises>
          </div>
          <FormColumn>
            <h3>{homeSectionsCopy.waitlistTitle}</h3>
            <RemoteComponent
              remote="mfe_auth"
              expose="CollectorCounter"
              props={{ surface: 'light' }}
              reserve={SLOT_RESERVE.collectorCounter}
              defer
            />
            <RemoteComponent remote="mfe_auth" expose="WaitlistHomeForm" reserve={SLOT_RESERVE.waitlistForm} defer />
          </FormColumn>
        </Panel>
      </Container>
    </SectionBlock>
  );
}
