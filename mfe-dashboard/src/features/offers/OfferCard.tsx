import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  Button,
  copy,
  DATE_TIME_PATTERN,
  fillCopy,
  formatDate,
  formatPrice,
  type BadgeVariant,
  type OfferStatus,
  paths,
} from '@vitrina/shared/core';
import {
  agreedAmount,
  offerStatusAt,
  type DashboardOffer,
  type OfferAnswer,
  type OfferRole,
} from '@vitrina/shared/data';
import { PieceThumb } from '../trade-common/PieceThumb';
import { Actions, Amounts, ItemCard, ItemMain, ItemText, ItemTitle, Meta } from '../trade-common/tradeStyles';
import { OfferActionDialog, type OfferDialogAction } from './OfferActionDialog';
import { offerCopy } from './copy';

const STATUS_BADGE: Record<OfferStatus, BadgeVariant> = {
  pending: 'warning',
  countered: 'info',
  accepted: 'success',
  rejected: 'destructive',
  withdrawn: 'secondary',
  expired: 'outline',
  replaced: 'secondary',
  closed: 'outline',
};

export interface OfferCardProps {
  offer: DashboardOffer;
  role: OfferRole;
  pending: boolean;
  onAnswer: (answer: OfferAnswer, close: () => void) => void;
  /** the buyer's accepted offer, still open: put the piece in the cart at the agreed price */
  onBuy: (offer: DashboardOffer) => void;
}

/** One offer: the piece, the other side, the amounts, its status and deadline, and what this side may do now. */
export function OfferCard({ offer, role, pending, onAnswer, onBuy }: OfferCardProps) {
  const [dialog, setDialog] = useState<OfferDialogAction | null>(null);
  const status = offerStatusAt(offer);
  const title = offer.product?.title ?? offerCopy.pieceUnavailable;
  const name = offer.counterpart?.display_name || copy.common.defaultUserName;
  const open = status === 'pending' || status === 'countered';
  const buttons: { action: OfferDialogAction; label: string; variant: 'primary' | 'outline' | 'destructive' }[] = [];
  if (role === 'received' && status === 'pending') {
    buttons.push(
      { action: 'accept', label: offerCopy.accept, variant: 'primary' },
      { action: 'counter', label: offerCopy.counter, variant: 'outline' },
      { action: 'reject', label: offerCopy.reject, variant: 'destructive' },
    );
  }
  // a piece sold out meanwhile (before the database closed the offer): nothing left to accept
  const pieceForSale = offer.product?.status === 'published';
  if (role === 'sent' && status === 'countered' && pieceForSale)
    buttons.push({ action: 'acceptCounter', label: offerCopy.acceptCounter, variant: 'primary' });
  if (role === 'sent' && open) buttons.push({ action: 'withdraw', label: offerCopy.withdraw, variant: 'outline' });
  const canBuy = role === 'sent' && status === 'accepted' && !offer.order_id && offer.product?.status === 'published';

  return (
    <ItemCard as="li" aria-label={title}>
      <ItemMain>
        <PieceThumb images={offer.product?.product_images} title={title} />
        <ItemText>
          <ItemTitle>{offer.product ? <Link to={paths.product(offer.product_id)}>{title}</Link> : title}</ItemTitle>
          <div>
            <Badge variant={STATUS_BADGE[status]}>{offerCopy.offerStatus[status]}</Badge>
          </div>
          <Meta>{fillCopy(role === 'received' ? offerCopy.offerFrom : offerCopy.offerTo, { name })}</Meta>
          <Amounts>
            <div>
              <dt>{offerCopy.offerAmount}</dt>
              <dd>{formatPrice(offer.amount)}</dd>
            </div>
            {offer.counter_amount !== null ? (
              <div>
                <dt>{offerCopy.counterAmount}</dt>
                <dd>{formatPrice(offer.counter_amount)}</dd>
              </div>
            ) : null}
            {offer.product ? (
              <div>
                <dt>{offerCopy.listPrice}</dt>
                <dd>{formatPrice(offer.product.price)}</dd>
              </div>
            ) : null}
          </Amounts>
          <Meta>
            {fillCopy(offerCopy.offeredOn, { date: formatDate(offer.created_at, DATE_TIME_PATTERN) })}
            {open
              ? ` · ${fillCopy(offerCopy.answerBy, { date: formatDate(offer.expires_at, DATE_TIME_PATTERN) })}`
              : null}
            {status === 'accepted' && !offer.order_id
              ? ` · ${fillCopy(offerCopy.buyBy, { date: formatDate(offer.expires_at, DATE_TIME_PATTERN) })}`
              : null}
          </Meta>
          {role === 'sent' && offer.order_id ? <Meta>{offerCopy.boughtWithOffer}</Meta> : null}
          {status === 'replaced' ? (
            <Meta>{role === 'sent' ? offerCopy.replacedNoteSent : offerCopy.replacedNote}</Meta>
          ) : null}
          {status === 'closed' ? <Meta>{offerCopy.closedNote}</Meta> : null}
          {open && offer.product && !pieceForSale ? <Meta>{offerCopy.pieceSoldNote}</Meta> : null}
        </ItemText>
      </ItemMain>
      {buttons.length || canBuy ? (
        <Actions>
          {canBuy ? (
            <Button type="button" onClick={() => onBuy(offer)}>
              {offerCopy.buyAtAgreedPrice} · {formatPrice(agreedAmount(offer))}
            </Button>
          ) : null}
          {buttons.map((button) => (
            <Button key={button.action} type="button" variant={button.variant} onClick={() => setDialog(button.action)}>
              {button.label}
            </Button>
          ))}
        </Actions>
      ) : null}
      {dialog ? (
        <OfferActionDialog
          action={dialog}
          offer={offer}
          counterpartName={name}
          pending={pending}
          onClose={() => setDialog(null)}
          onConfirm={(answer) => onAnswer(answer, () => setDialog(null))}
        />
      ) : null}
    </ItemCard>
  );
}
