import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useFormik } from 'formik';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import {
  Button,
  copy,
  DATE_TIME_PATTERN,
  errorText,
  fillCopy,
  formatDate,
  Skeleton,
  Textarea,
  paths,
} from '@vitrina/shared/core';
import { toast, useUser } from '@vitrina/shared/kernel';
import { useSendMessage, type MessageWithProduct } from '@vitrina/shared/data';
import { MemberAvatar } from '../layout/MemberAvatar';
import { dashboardCopy } from '../layout/copy';
import { linkedTitle } from '../layout/linkedTitle';
import { messagesCopy } from './copy';
import { MESSAGE_MAX, messageSchema, type MessageValues } from './messageSchema';

const Wrapper = styled.section`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  min-height: 0;
  height: 100%;
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  /* the other person's name is the heading (ink, the heading's size); the piece is the small gold link under it */
  ${linkedTitle}
  h2 + a {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.goldDark};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const Titles = styled.div`
  display: grid;
  min-width: 0;
`;

const BackButton = styled(Button)`
  ${({ theme }) => theme.media.aboveSidebar} {
    display: none;
  }
`;

const Messages = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.background};
`;

const Bubble = styled.li.withConfig({ shouldForwardProp: (prop) => prop !== 'mine' })<{ mine: boolean }>`
  max-width: min(75%, 520px);
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  time {
    display: block;
    margin-top: 2px;
    font-size: 11px;
    opacity: 0.75;
  }
  ${({ mine, theme }) =>
    mine
      ? css`
          align-self: flex-end;
          background: ${theme.colors.navy};
          color: ${theme.colors.textInverse};
          border-bottom-right-radius: ${theme.radii.sm};
        `
      : css`
          align-self: flex-start;
          background: ${theme.colors.surface};
          color: ${theme.colors.text};
          border: 1px solid ${theme.colors.border};
          border-bottom-left-radius: ${theme.radii.sm};
        `}
`;

const Composer = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  textarea {
    min-height: 44px;
    max-height: 160px;
    resize: none;
    flex: 1;
  }
`;

const Note = styled.p`
  margin: auto;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ThreadProps {
  otherUserId: string;
  name: string;
  /** the other member's username: their name links to their public page */
  username?: string | null;
  avatarUrl: string | null;
  product: { id: string; title: string | null } | null;
  messages: MessageWithProduct[] | undefined;
  loading: boolean;
  onBack: () => void;
}

/** One conversation, oldest message first, and the box to answer (non-blank, disabled while sending). */
export function Thread({ otherUserId, name, username, avatarUrl, product, messages, loading, onBack }: ThreadProps) {
  const user = useUser();
  const send = useSendMessage();
  const end = useRef<HTMLLIElement>(null);
  const formik = useFormik<MessageValues>({
    initialValues: { message: '' },
    validationSchema: messageSchema,
    onSubmit: async ({ message }, helpers) => {
      try {
        await send.mutateAsync({
          senderId: user?.id,
          receiverId: otherUserId,
          productId: product?.id ?? null,
          message,
        });
        helpers.resetForm();
      } catch (error) {
        // what was written stays in the box
        toast({
          title: copy.marketplace.sendMessageErrorTitle,
          description: errorText(error, { fallback: copy.marketplace.sendMessageErrorDescription }),
          variant: 'destructive',
        });
      }
    },
  });
  const blank = formik.values.message.trim() === '';
  const submit = () => {
    if (!blank && !formik.isSubmitting) void formik.submitForm();
  };

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages?.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line (as in every chat).
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Wrapper aria-labelledby="thread-title">
      <Header>
        <BackButton
          type="button"
          variant="ghost"
          size="sm"
          onClick={onBack}
          aria-label={messagesCopy.backToConversations}
        >
          <span aria-hidden="true">←</span> {messagesCopy.back}
        </BackButton>
        <MemberAvatar name={name} url={avatarUrl} size={40} />
        <Titles>
          <h2 id="thread-title">{username ? <Link to={paths.seller(username)}>{name}</Link> : name}</h2>
          {product ? (
            <Link to={paths.product(product.id)}>
              {product.title ? fillCopy(messagesCopy.aboutProduct, { title: product.title }) : messagesCopy.aboutAPiece}
            </Link>
          ) : null}
        </Titles>
      </Header>
      {loading ? (
        <Messages aria-busy="true">
          <Skeleton height="40px" width="60%" />
          <Skeleton height="40px" width="45%" style={{ alignSelf: 'flex-end' }} />
        </Messages>
      ) : (
        <Messages aria-label={dashboardCopy.messages}>
          {messages && messages.length > 0 ? (
            messages.map((message) => (
              <Bubble key={message.id} mine={message.sender_id === user?.id}>
                {message.message}
                <time dateTime={message.created_at}>{formatDate(message.created_at, DATE_TIME_PATTERN)}</time>
              </Bubble>
            ))
          ) : (
            <Note>{messagesCopy.threadEmpty}</Note>
          )}
          <li ref={end} aria-hidden="true" />
        </Messages>
      )}
      <Composer onSubmit={formik.handleSubmit} noValidate>
        <Textarea
          {...formik.getFieldProps('message')}
          aria-label={messagesCopy.messageLabel}
          placeholder={messagesCopy.messagePlaceholder}
          rows={1}
          maxLength={MESSAGE_MAX}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={blank || formik.isSubmitting}>
          {formik.isSubmitting ? messagesCopy.sending : messagesCopy.send}
        </Button>
      </Composer>
    </Wrapper>
  );
}
