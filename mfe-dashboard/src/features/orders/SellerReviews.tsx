import { useId, useState } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  errorText,
  fillCopy,
  FormField,
  formatDate,
  paths,
  Textarea,
  VisuallyHidden,
} from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import type { DashboardOrder } from '@vitrina/shared/data';
import { Meta } from '../trade-common/tradeStyles';
import { useAnswerReview, useReviewSeller, type OrderReview, type OrderSeller } from './trustApi';
import { reviewCopy } from './trustCopy';
import { REVIEW_TEXT_MAX, replySchema, reviewSchema, type ReplyValues, type ReviewValues } from './reviewSchema';

const DAY = 24 * 60 * 60 * 1000;
const REVIEW_WINDOW_DAYS = 60;
const EDIT_WINDOW_DAYS = 7;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  a {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration-color: ${({ theme }) => theme.colors.gold};
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.goldDark};
  }
`;

const StarsField = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  legend {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-bottom: ${({ theme }) => theme.space[1]};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  label {
    cursor: pointer;
    font-size: 1.75rem;
    line-height: 1;
    min-width: 44px;
    min-height: 44px;
    display: inline-grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.border};
  }
  label[data-on='true'] {
    color: ${({ theme }) => theme.colors.goldDark};
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.info};
    outline-offset: 2px;
  }
`;

const Stars = styled.p`
  color: ${({ theme }) => theme.colors.goldDark};
  font-size: 1.25rem;
  letter-spacing: 2px;
`;

const Quote = styled.p`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function StarsShown({ rating }: { rating: number }) {
  return (
    <Stars>
      <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
      <VisuallyHidden>{fillCopy(reviewCopy.star, { n: rating })}</VisuallyHidden>
    </Stars>
  );
}

function ReviewForm({
  orderId,
  seller,
  review,
  onDone,
}: {
  orderId: string;
  seller: OrderSeller;
  review?: OrderReview;
  onDone: () => void;
}) {
  const id = useId();
  const save = useReviewSeller();
  const formik = useFormik<ReviewValues>({
    initialValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
    validationSchema: reviewSchema,
    onSubmit: async ({ rating, comment }) => {
      try {
        await save.mutateAsync({ orderId, sellerId: seller.id, rating, comment: comment ?? '' });
        toast({ title: review ? reviewCopy.updated : reviewCopy.published, variant: 'success' });
        onDone();
      } catch (error) {
        // the stars and the comment stay for another try
        toast({ title: reviewCopy.failed, description: errorText(error), variant: 'destructive' });
      }
    },
  });
  const { values, errors, touched } = formik;
  const starsError = touched.rating ? errors.rating : undefined;

  return (
    <form onSubmit={formik.handleSubmit} noValidate style={{ display: 'grid', gap: 12 }}>
      <StarsField aria-describedby={starsError ? `${id}-stars-error` : undefined}>
        <legend>{reviewCopy.starsLegend}</legend>
        <div>
          {[1, 2, 3, 4, 5].map((n) => (
            <span key={n}>
              <input
                type="radio"
                id={`${id}-star-${n}`}
                name={`${id}-stars`}
                value={n}
                checked={values.rating === n}
                aria-label={fillCopy(reviewCopy.star, { n })}
                onChange={() => void formik.setFieldValue('rating', n)}
              />
              {/* the star is the click target; the radio's own name says how many */}
              <label htmlFor={`${id}-star-${n}`} data-on={n <= values.rating} aria-hidden="true">
                ★
              </label>
            </span>
          ))}
        </div>
        {starsError ? (
          <Meta id={`${id}-stars-error`} role="alert">
            {starsError}
          </Meta>
        ) : null}
      </StarsField>
      <FormField
        label={reviewCopy.commentLabel}
        id={`${id}-comment`}
        error={touched.comment ? errors.comment : null}
        hint={fillCopy(reviewCopy.commentHint, { n: (values.comment ?? '').trim().length })}
      >
        <Textarea {...formik.getFieldProps('comment')} maxLength={REVIEW_TEXT_MAX} />
      </FormField>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={formik.isSubmitting}>
          {review ? reviewCopy.update : reviewCopy.submit}
        </Button>
        {review ? (
          <Button type="button" variant="ghost" onClick={onDone}>
            {reviewCopy.cancelEdit}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ReplyForm({ review }: { review: OrderReview }) {
  const id = useId();
  const answer = useAnswerReview();
  const formik = useFormik<ReplyValues>({
    initialValues: { reply: '' },
    validationSchema: replySchema,
    onSubmit: async ({ reply }) => {
      try {
        await answer.mutateAsync({ reviewId: review.id, reply: reply.trim() });
        toast({ title: reviewCopy.replied, variant: 'success' });
      } catch (error) {
        toast({ title: reviewCopy.replyFailed, description: errorText(error), variant: 'destructive' });
      }
    },
  });
  return (
    <form onSubmit={formik.handleSubmit} noValidate style={{ display: 'grid', gap: 8 }}>
      <FormField
        label={reviewCopy.replyLabel}
        id={`${id}-reply`}
        error={formik.touched.reply ? formik.errors.reply : null}
        required
      >
        <Textarea {...formik.getFieldProps('reply')} maxLength={REVIEW_TEXT_MAX} />
      </FormField>
      <div>
        <Button type="submit" disabled={formik.isSubmitting}>
          {reviewCopy.replySubmit}
        </Button>
      </div>
    </form>
  );
}

function ReviewShown({ review }: { review: OrderReview }) {
  return (
    <>
      <Meta>
        {reviewCopy.verified} · {formatDate(review.created_at)}
      </Meta>
      <StarsShown rating={review.rating} />
      {review.comment ? <Quote>{review.comment}</Quote> : null}
      {review.reply ? (
        <Meta>
          <strong>{reviewCopy.sellerReply}:</strong> {review.reply}
        </Meta>
      ) : null}
    </>
  );
}

function SellerLink({ seller }: { seller: OrderSeller }) {
  const name = seller.display_name ?? seller.username ?? '';
  return seller.username ? <Link to={paths.seller(seller.username)}>{name}</Link> : <>{name}</>;
}

/** When a seller's part of the order arrived (every piece of theirs), or null while it has not. */
function partDeliveredAt(order: DashboardOrder, sellerId: string): string | null {
  const items = order.order_items.filter((item) => item.seller_id === sellerId);
  if (items.length && items.every((item) => item.delivered_at)) {
    return items.map((item) => item.delivered_at as string).sort()[items.length - 1] ?? null;
  }
  // an order delivered as a whole before parts had their own date
  return order.status === 'delivered' ? (order.delivered_at ?? null) : null;
}

/**
 * The buyer rates each seller once that seller's part arrived (60 days, edits for 7), without waiting for the
 * other sellers; the seller reads and answers once. `sellerId` shows only that seller's box (the order page puts
 * it in the seller's part).
 */
export function SellerReviews({
  order,
  userId,
  reviews,
  sellers,
  sellerId: onlySeller,
}: {
  order: DashboardOrder;
  userId: string;
  reviews: readonly OrderReview[];
  sellers: readonly OrderSeller[];
  sellerId?: string;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const isBuyer = order.buyer_id === userId;
  const sellerIds = [...new Set(order.order_items.map((item) => item.seller_id))].filter(
    (id) => (isBuyer || id === userId) && (!onlySeller || id === onlySeller) && partDeliveredAt(order, id),
  );
  if (!sellerIds.length) return null;

  return (
    <>
      {sellerIds.map((sellerId) => {
        const deliveredAt = new Date(partDeliveredAt(order, sellerId) ?? Date.now()).getTime();
        const reviewOpenUntil = new Date(deliveredAt + REVIEW_WINDOW_DAYS * DAY);
        const seller = sellers.find((s) => s.id === sellerId) ?? { id: sellerId, username: null, display_name: '' };
        const name = seller.display_name ?? seller.username ?? '';
        const review = reviews.find((r) => r.seller_id === sellerId);
        const headingId = `review-${sellerId}`;
        if (!isBuyer) {
          return (
            <Box key={sellerId} role="group" aria-labelledby={headingId}>
              <h3 id={headingId}>{reviewCopy.sellerReview}</h3>
              {review ? (
                <>
                  <ReviewShown review={review} />
                  {review.reply ? null : <ReplyForm review={review} />}
                </>
              ) : (
                <Meta>{reviewCopy.noReviewYet}</Meta>
              )}
            </Box>
          );
        }
        const editableUntil = review ? new Date(new Date(review.created_at).getTime() + EDIT_WINDOW_DAYS * DAY) : null;
        const canEdit = Boolean(editableUntil && editableUntil.getTime() > Date.now());
        return (
          <Box key={sellerId} role="group" aria-labelledby={headingId}>
            <h3 id={headingId}>
              {review
                ? fillCopy(reviewCopy.yourReview, { seller: name })
                : fillCopy(reviewCopy.title, { seller: name })}
            </h3>
            {seller.username ? (
              <Meta>
                <SellerLink seller={seller} />
              </Meta>
            ) : null}
            {review && editing !== sellerId ? (
              <>
                <ReviewShown review={review} />
                {canEdit && editableUntil ? (
                  <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Button type="button" variant="outline" size="sm" onClick={() => setEditing(sellerId)}>
                      {reviewCopy.edit}
                    </Button>
                    <Meta>{fillCopy(reviewCopy.editUntil, { date: formatDate(editableUntil.toISOString()) })}</Meta>
                  </div>
                ) : null}
              </>
            ) : review ? (
              <ReviewForm orderId={order.id} seller={seller} review={review} onDone={() => setEditing(null)} />
            ) : reviewOpenUntil.getTime() > Date.now() ? (
              <>
                <Meta>{fillCopy(reviewCopy.windowUntil, { date: formatDate(reviewOpenUntil.toISOString()) })}</Meta>
                <ReviewForm orderId={order.id} seller={seller} onDone={() => setEditing(null)} />
              </>
            ) : (
              <Meta>{reviewCopy.closedWindow}</Meta>
            )}
          </Box>
        );
      })}
    </>
  );
}
