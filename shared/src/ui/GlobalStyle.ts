import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; margin: 0; }
  p { margin: 0; }
  a { color: inherit; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; }
  /* The focus ring of an element with no ring of its own, the theme's two: an ink outline (for white and cream) with
     the gold halo filling the gap inside it (for navy). The halo has no weight (:where), so an element's own shadow
     stays and keeps the ink outline; a text field gets none (a bare one inside a framed box, like the hero's search,
     has its frame ringed instead). */
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  :where(:focus-visible:not(input, textarea, select)) { box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.focusHalo}; }
  /* reduced motion: every animation runs once and ends at once (a looping one too: the skeleton's shimmer, the
     spinner), leaving the element as its own style draws it; no transition, no smooth scrolling */
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
