import { Skeleton, VisuallyHidden } from '@vitrina/shared/core';
import {
  Column,
  DetailsGrid,
  MainGrid,
  MainImageFrame,
  Page,
  Panel,
  PRICE_PANEL_MIN_HEIGHT_PX,
  THUMB_SIZE_PX,
  ThumbStrip,
  TopBar,
} from './DetailLayout';
import { productDetailCopy } from './copy';

/** The loaded page's frame with placeholders in it: same boxes, same sizes, so nothing moves when data arrives. */
export function ProductDetailSkeleton() {
  return (
    <Page aria-busy="true">
      <VisuallyHidden role="status">{productDetailCopy.loading}</VisuallyHidden>
      <TopBar>
        <Skeleton width="80px" height="32px" />
        <Skeleton width="280px" height="16px" />
      </TopBar>
      <MainGrid>
        <Column>
          <MainImageFrame>
            <Skeleton height="100%" radius="0" />
          </MainImageFrame>
          <ThumbStrip>
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} width={`${THUMB_SIZE_PX}px`} height={`${THUMB_SIZE_PX}px`} />
            ))}
          </ThumbStrip>
        </Column>
        <Column>
          <Skeleton width="60%" height="22px" />
          <Skeleton height="40px" />
          <Skeleton width="40%" height="44px" />
          <Skeleton height="48px" />
          <Skeleton height="40px" />
          <Skeleton height="96px" />
          <Skeleton height="180px" />
        </Column>
      </MainGrid>
      <DetailsGrid>
        <Column>
          <Panel>
            <Skeleton width="40%" height="22px" />
            <Skeleton height="120px" />
          </Panel>
        </Column>
        <Panel style={{ minHeight: PRICE_PANEL_MIN_HEIGHT_PX }}>
          <Skeleton width="50%" height="22px" />
          <Skeleton height="200px" />
        </Panel>
      </DetailsGrid>
    </Page>
  );
}
