import styled from 'styled-components';
import { DATE_TIME_PATTERN, fillCopy, formatDate, formatPrice } from '@vitrina/shared/core';
import { protectionCopy } from './copy';
import { useClaimPhotoUrls, type ClaimEvent } from './protectionApi';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Step = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  blockquote {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Photos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;
  a,
  span {
    display: block;
    width: 88px;
    height: 88px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

function eventLabel(event: ClaimEvent): string {
  return fillCopy(protectionCopy.events[event.kind], { amount: formatPrice(event.amount ?? 0) });
}

/** The claim's steps, oldest first: who did what and when, their words, and the photos (signed, private bucket). */
export function ClaimTimeline({ events }: { events: ClaimEvent[] }) {
  const names = events.flatMap((event) => event.photos ?? []);
  const urls = useClaimPhotoUrls(names);
  let photoNumber = 0;
  return (
    <Steps aria-label={protectionCopy.timelineTitle}>
      {events.map((event) => (
        <Step key={event.id}>
          <span>
            <strong>{protectionCopy.eventBy[event.actor_role]}</strong> · {eventLabel(event)}
          </span>
          <time dateTime={event.created_at}>{formatDate(event.created_at, DATE_TIME_PATTERN)}</time>
          {event.message ? <blockquote>{event.message}</blockquote> : null}
          {event.photos?.length ? (
            <Photos>
              {event.photos.map((name) => {
                photoNumber += 1;
                const url = urls.data?.[name];
                const alt = fillCopy(protectionCopy.photoAlt, { n: photoNumber });
                return (
                  <li key={name}>
                    {url ? (
                      <a href={url} target="_blank" rel="noreferrer">
                        <img src={url} alt={alt} loading="lazy" />
                      </a>
                    ) : (
                      <span role="img" aria-label={urls.isPending ? alt : protectionCopy.photoUnavailable} />
                    )}
                  </li>
                );
              })}
            </Photos>
          ) : null}
        </Step>
      ))}
    </Steps>
  );
}
