-- Length limits on every text and JSON column a client can write. Without them an oversized value
-- fails deep inside Postgres instead of at a check: a 9 KB e-mail passes every check but is too big for
-- the unique index's row (54000 "index row size exceeds maximum"), which the API reports as a 500.
-- A check violation (23514) is a 400. Limits the spec gives (title 3-100, description 20-500,
-- names 100, notes at least 10, messages 1-2000 after trimming) stay as they are; the rest are
-- generous bounds for what the field holds. Every row the seed and the apps write stays valid.

-- e-mail addresses: RFC 5321 allows at most 254 characters in a path
alter table public.waitlist
  add constraint waitlist_email_length_check check (char_length(email) <= 254);
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_length_check check (char_length(email) <= 254);

-- URLs: browsers and CDNs handle about 2,000 characters; storage object names are at most 1,024
alter table public.profiles
  add constraint profiles_avatar_url_length_check check (char_length(avatar_url) <= 2048);
alter table public.product_images
  add constraint product_images_image_url_length_check check (char_length(image_url) <= 2048);

-- product authentication and review fields (certifier names and certificate numbers are short)
alter table public.products
  add constraint products_certifier_length_check check (char_length(certifier) <= 100),
  add constraint products_certificate_number_length_check check (char_length(certificate_number) <= 100),
  add constraint products_rejection_reason_length_check check (char_length(rejection_reason) <= 2000);

-- messages: 1-2000 characters once trimmed (spec); this also bounds the whitespace around them
alter table public.messages
  add constraint messages_message_length_check check (char_length(message) <= 4000);

-- notifications: written by triggers and the service role; a rejection quotes review_notes (≤ 2000)
alter table public.notifications
  add constraint notifications_title_length_check check (char_length(title) <= 200),
  add constraint notifications_message_length_check check (char_length(message) <= 4000);

-- verification requests: notes of at least 10 characters (spec), at most 5 document paths (spec). The
-- existing documents check passes any JSON that is not an object (its `urls` is null), so the type is checked too.
alter table public.verification_requests
  add constraint verification_requests_notes_length_check check (char_length(notes) <= 2000),
  add constraint verification_requests_review_notes_length_check check (char_length(review_notes) <= 2000),
  add constraint verification_requests_documents_size_check
    check (jsonb_typeof(documents) = 'object' and octet_length(documents::text) <= 8192);

-- orders: the shipping address of the checkout form (spec §3), a handful of short fields
alter table public.orders
  add constraint orders_shipping_address_size_check check (octet_length(shipping_address::text) <= 8192);
