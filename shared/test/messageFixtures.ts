import type { MessageWithProduct } from '../src/data/messages/conversations';

/** A message row as the inbox reads it (`product` embedded): unread 'Hola' from `sender_id` to `receiver_id`. */
export function aMessage(
  overrides: Partial<MessageWithProduct> & Pick<MessageWithProduct, 'sender_id' | 'receiver_id'>,
): MessageWithProduct {
  return {
    id: 'm',
    product_id: null,
    message: 'Hola',
    read: false,
    created_at: '2026-01-01T10:00:00Z',
    product: null,
    ...overrides,
  };
}
