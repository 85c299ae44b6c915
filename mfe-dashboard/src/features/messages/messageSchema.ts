import * as yup from 'yup';
import { messagesCopy } from './copy';

// An answer in a conversation: not blank (the send button stays off until then); the box takes 2000 characters.

export const MESSAGE_MAX = 2000;

export const messageSchema = yup.object({
  message: yup.string().trim().required(messagesCopy.messageRequired),
});
export type MessageValues = yup.InferType<typeof messageSchema>;
