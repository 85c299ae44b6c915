import { useState } from 'react';
import styled from 'styled-components';
import { memberInitials } from '@vitrina/shared/core';

const Circle = styled.span.withConfig({ shouldForwardProp: (prop) => prop !== 'size' })<{ size: number }>`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: ${({ size }) => size}px;
  height: ${({ size }) => size}px;
  border-radius: ${({ theme }) => theme.radii.full};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.goldLight};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ size }) => Math.round(size * 0.4)}px;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A member's picture, or their initials when there is none or it fails to load. */
export function MemberAvatar({ name, url, size = 40 }: { name: string; url: string | null; size?: number }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = Boolean(url) && failedUrl !== url;
  return (
    <Circle size={size}>
      {showImage ? (
        <img src={url!} alt={name} onError={() => setFailedUrl(url)} />
      ) : (
        <span role="img" aria-label={name}>
          {memberInitials(name)}
        </span>
      )}
    </Circle>
  );
}
