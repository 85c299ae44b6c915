import * as yup from 'yup';
import { reviewCopy } from './trustCopy';

// The review and reply forms' rules, mirroring review_seller / answer_review: 1 to 5 stars, a comment of at most
// 500 characters (optional), a reply of 1 to 500.

export const REVIEW_TEXT_MAX = 500;

export const reviewSchema = yup.object({
  rating: yup.number().required(reviewCopy.chooseStars).min(1, reviewCopy.chooseStars).max(5, reviewCopy.chooseStars),
  comment: yup.string().trim().max(REVIEW_TEXT_MAX, reviewCopy.commentTooLong),
});
export type ReviewValues = yup.InferType<typeof reviewSchema>;

export const replySchema = yup.object({
  reply: yup.string().trim().required(reviewCopy.replyInvalid).max(REVIEW_TEXT_MAX, reviewCopy.replyInvalid),
});
export type ReplyValues = yup.InferType<typeof replySchema>;
