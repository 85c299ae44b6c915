import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { Card, Container, PageTitle } from '@vitrina/shared/core';
import { Article, Lead } from './LegalPage';
import { CONTACT_EMAIL, contactDetails, PRIVACY_EMAIL } from './legalContent';
import { footerCopy } from './copy';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.aboveMobile} {
    grid-template-columns: 1fr 1fr;
  }
`;

const InfoCard = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};
  border-top: 3px solid ${({ theme }) => theme.colors.gold};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.ink};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  a {
    color: ${({ theme }) => theme.colors.navy};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export function ContactPage() {
  return (
    <Container>
      <Article>
        <PageTitle>{contactDetails.title}</PageTitle>
        <Lead>{contactDetails.intro}</Lead>
        <Grid>
          <InfoCard as="section" aria-labelledby="contact-email">
            <h2 id="contact-email">{contactDetails.emailLabel}</h2>
            <p>
              <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
            </p>
            <p>{contactDetails.responseTime}</p>
          </InfoCard>
          <InfoCard as="section" aria-labelledby="contact-hours">
            <h2 id="contact-hours">{contactDetails.hoursLabel}</h2>
            <p>{contactDetails.hours}</p>
          </InfoCard>
        </Grid>
        <Note>
          {contactDetails.privacyLabel}: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.{' '}
          {footerCopy.contactSeeOur} <Link to="/privacy">{footerCopy.privacy}</Link> {footerCopy.contactAnd}{' '}
          <Link to="/terms">{footerCopy.terms}</Link>.
        </Note>
      </Article>
    </Container>
  );
}
