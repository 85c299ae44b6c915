import styled from 'styled-components';

const Heart = styled.button.withConfig({ shouldForwardProp: (prop) => prop !== 'active' })<{ active: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.92);
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ active, theme }) => (active ? theme.colors.destructive : theme.colors.ink)};
  cursor: pointer;
  transition:
    transform ${({ theme }) => theme.transitions.fast},
    opacity ${({ theme }) => theme.transitions.fast};
  &:hover {
    transform: scale(1.06);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  svg {
    width: 20px;
    height: 20px;
  }
`;

export interface FavoriteButtonProps {
  active: boolean;
  label: string;
  onToggle: () => void;
  className?: string;
}

/** The favourites heart: filled when the piece is saved. */
export function FavoriteButton({ active, label, onToggle, className }: FavoriteButtonProps) {
  return (
    <Heart
      type="button"
      className={className}
      active={active}
      aria-pressed={active}
      aria-label={label}
      onClick={onToggle}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={active ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.4 2.6h1.8c.8-1.5 2.3-2.6 4.4-2.6 3.7 0 5.8 3.8 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </Heart>
  );
}
