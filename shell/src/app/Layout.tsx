import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { TopBar } from '../features/top-bar/TopBar';
import { Footer } from '../features/footer-pages/Footer';
import { FloatingSellButton } from '../features/floating-sell-button/FloatingSellButton';
import { SearchHotkey } from '../features/search-hotkey/SearchHotkey';
import { shellCopy } from './shellCopy';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

// At least a viewport tall: a remote page shorter than the screen (an empty cart) would otherwise pull the footer up
// into view when it replaces its skeleton, a layout shift of 0.16-0.2 (bench/pages, /cart).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: -48px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gold};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &:focus {
    top: ${({ theme }) => theme.space[2]};
  }
`;

/** Frame of every shell route: top bar, the routed page, footer and the floating sell shortcut. */
export function Layout() {
  return (
    <Page>
      <SkipLink href="#contenido">{shellCopy.skipToContent}</SkipLink>
      <TopBar />
      <Main id="contenido" tabIndex={-1}>
        <Outlet />
      </Main>
      <FloatingSellButton />
      <Footer />
      <SearchHotkey />
    </Page>
  );
}
