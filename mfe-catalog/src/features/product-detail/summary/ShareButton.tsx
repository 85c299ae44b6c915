import styled from 'styled-components';
import { Button, fillCopy, formatPrice } from '@vitrina/shared/core';
import { toast } from '@vitrina/shared/kernel';
import { useIsMobile } from '../../layout/useIsMobile';
import { productDetailCopy } from '../copy';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface ShareButtonProps {
  title: string;
  price: number;
}

/**
 * "Compartir": the device's share sheet where there is one (phones, some desktops); elsewhere the link is copied,
 * and on phone widths a WhatsApp link sits beside it.
 */
export function ShareButton({ title, price }: ShareButtonProps) {
  const isMobile = useIsMobile();
  const url = typeof window === 'undefined' ? '' : window.location.href.split('#')[0]!;
  const text = fillCopy(productDetailCopy.shareText, { title, price: formatPrice(price) });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const share = async () => {
    if (canShare) {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // the person closed the sheet: nothing to do; anything else falls back to copying
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: productDetailCopy.linkCopied });
    } catch {
      toast({ title: productDetailCopy.linkNotCopied, description: url, variant: 'destructive' });
    }
  };

  return (
    <Row>
      <Button type="button" variant="outline" onClick={() => void share()}>
        {productDetailCopy.share}
      </Button>
      {!canShare && isMobile ? (
        <Button
          as="a"
          variant="outline"
          href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {productDetailCopy.shareWhatsApp}
        </Button>
      ) : null}
    </Row>
  );
}
