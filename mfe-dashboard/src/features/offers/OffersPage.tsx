import { useEffect, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast, useCartStore } from '@vitrina/shared/kernel';
import {
  agreedAmount,
  useAnswerOffer,
  useOffers,
  useOffersRealtime,
  type DashboardOffer,
  type OfferAnswer,
  type OfferRole,
} from '@vitrina/shared/data';
import { OffersIcon } from '../layout/navIcons';
import { PageHeader } from '../layout/PageHeader';
import { errorText, thumbUrlOf, paths } from '@vitrina/shared/core';
import { EmptyPanel, ListSkeleton, LoadError } from '../trade-common/LoadState';
import { TabBar } from '../trade-common/TabBar';
import { List } from '../trade-common/tradeStyles';
import { OfferCard } from './OfferCard';
import { dashboardCopy } from '../layout/copy';
import { offerCopy } from './copy';

const SUCCESS: Record<OfferAnswer['action'], string> = {
  accept: offerCopy.offerAccepted,
  reject: offerCopy.offerRejected,
  counter: offerCopy.offerCountered,
  acceptCounter: offerCopy.counterAccepted,
  withdraw: offerCopy.offerWithdrawn,
};

/** What a refusal without the database's own sentence means here (shared's db error map, by kind). */
const OFFER_REFUSALS = {
  foreignKeyViolation: offerCopy.pieceNoLongerAvailable,
  uniqueViolation: offerCopy.openOfferExists,
} as const;

function empty(role: OfferRole) {
  return (
    <EmptyPanel
      icon={<OffersIcon />}
      title={role === 'received' ? offerCopy.emptyReceivedTitle : offerCopy.emptySentTitle}
      description={role === 'received' ? offerCopy.emptyReceivedDescription : offerCopy.emptySentDescription}
    />
  );
}

/**
 * Asked only when nothing was received: the sent offers are read, and if there are any the page moves to their tab
 * (a skeleton meanwhile, not a flash of 'Aún no recibes ofertas'); with none, the received tab's empty state stays.
 */
function SentFirst({ onSome, children }: { onSome: () => void; children: ReactNode }) {
  const sent = useOffers('sent');
  const some = sent.isSuccess && sent.data.length > 0;
  useEffect(() => {
    if (some) onSome();
  }, [some, onSome]);
  if (sent.isPending || some) return <ListSkeleton />;
  return <>{children}</>;
}

/** /dashboard/offers: offers received (answer them) and sent (follow them, accept a counter, withdraw, buy). */
export function OffersPage() {
  const [params, setParams] = useSearchParams();
  const chosen = params.get('tab');
  const role: OfferRole = chosen === 'sent' ? 'sent' : 'received';
  const offers = useOffers(role);
  // Opened without a tab, a member who has received none (a buyer) opens on the offers they sent, if any.
  const lookAtSent = chosen === null && offers.isSuccess && offers.data.length === 0;
  const openSent = () => setParams({ tab: 'sent' }, { replace: true });
  // A new offer, a counter, an acceptance or a withdrawal by the other side shows without a reload.
  useOffersRealtime();
  const answer = useAnswerOffer();
  const addItem = useCartStore((state) => state.addItem);
  const navigate = useNavigate();

  const buy = (offer: DashboardOffer) => {
    if (!offer.product) return;
    // The cart re-reads the piece (rpc/cart_availability) and create_order charges the agreed price either way.
    addItem({
      id: offer.product.id,
      title: offer.product.title,
      price: agreedAmount(offer),
      images: [...offer.product.product_images].sort((a, b) => a.order - b.order).map(thumbUrlOf),
      seller_id: offer.seller_id,
      stock: 1,
    });
    navigate(paths.cart);
  };

  const onAnswer = (change: OfferAnswer, close: () => void) => {
    answer.mutate(change, {
      onSuccess: () => {
        close();
        if (change.action === 'acceptCounter') {
          toast({
            title: SUCCESS.acceptCounter,
            description: offerCopy.counterAcceptedDescription,
            variant: 'success',
          });
          const offer = offers.data?.find((row) => row.id === change.offerId);
          if (offer) buy(offer);
          return;
        }
        toast({ title: SUCCESS[change.action], variant: 'success' });
      },
      onError: (error) => {
        // a refused counter leaves its dialog open with the amount typed; the other answers have nothing to keep
        if (change.action !== 'counter') close();
        toast({
          title: offerCopy.offerActionFailed,
          description: errorText(error, { messages: OFFER_REFUSALS }),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <>
      <PageHeader title={dashboardCopy.offers} description={offerCopy.offersDescription} />
      <TabBar
        idBase="offers"
        label={dashboardCopy.offers}
        value={role}
        onChange={(next) => setParams({ tab: next }, { replace: true })}
        options={[
          { value: 'received', label: offerCopy.received },
          { value: 'sent', label: offerCopy.sent },
        ]}
      />
      <div role="tabpanel" id="offers-panel" aria-labelledby={`offers-${role}`}>
        {offers.isPending ? (
          <ListSkeleton />
        ) : offers.isError ? (
          <LoadError title={offerCopy.offersLoadError} onRetry={() => void offers.refetch()} />
        ) : offers.data.length === 0 ? (
          lookAtSent ? (
            <SentFirst onSome={openSent}>{empty(role)}</SentFirst>
          ) : (
            empty(role)
          )
        ) : (
          <List>
            {offers.data.map((offer) => (
              <OfferCard
                key={offer.id}
                offer={offer}
                role={role}
                pending={answer.isPending && answer.variables?.offerId === offer.id}
                onAnswer={onAnswer}
                onBuy={buy}
              />
            ))}
          </List>
        )}
      </div>
    </>
  );
}
