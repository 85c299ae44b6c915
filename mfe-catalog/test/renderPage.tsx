// shared's render helper, with the page's own URL shown beside it (`current-url`): the catalogue's tests read the
// query string its filters and sorting write.
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { renderPage as renderSharedPage, type RenderPageOptions } from '../../shared/test/renderPage';

export * from '../../shared/test/renderPage';

export function renderPage(page: ReactElement, options: RenderPageOptions) {
  return renderSharedPage(
    <>
      {page}
      <CurrentUrl />
    </>,
    options,
  );
}

function CurrentUrl() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}
