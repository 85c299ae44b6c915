import type { RefObject } from 'react';
import styled from 'styled-components';
import {
  Badge,
  Button,
  CONDITIONS,
  copy,
  formatPrice,
  getCategory,
  getSubcategory,
  isHighPrice,
  optionLabel,
  pieceShippingLabel,
  PSA_GRADES,
  RARITIES,
  SIGNED_BY,
} from '@vitrina/shared/core';
import { Dialog } from '@vitrina/shared/ui';
import { photoUploaderCopy } from '../photo-uploader/copy';
import { previewCopy } from './copy';

export interface ListingPreview {
  title: string;
  price: number;
  /** per unit, MXN; 0 = free shipping */
  shipping_price: number;
  description: string;
  condition: string;
  category: string;
  subcategory: string | null;
  rarity?: string | null;
  psa_grade?: string | null;
  signed_by?: string | null;
  /** who certified the piece, and the certificate's number */
  certifier?: string | null;
  certificate_number?: string | null;
  /** in order; the first is the main photo */
  photos: { id: string; url: string; name: string }[];
}

export interface ListingPreviewDialogProps {
  open: boolean;
  preview: ListingPreview | null;
  publishing: boolean;
  /** while publishing, each photo's upload ('Subiendo' / 'Subida' / 'Error al subir') by photo id */
  uploadLabels?: Record<string, string | undefined>;
  onBack: () => void;
  onConfirm: () => void;
  /**
   * Where the focus goes when the preview closes: the submit button that opened it was disabled while the form
   * validated, so it no longer had the focus to be given back.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

const Panel = styled(Dialog.Content)`
  width: min(720px, calc(100vw - 32px));
`;

const Gallery = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  li {
    position: relative;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.md};
    overflow: hidden;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  li:first-child {
    grid-column: span 2;
    grid-row: span 2;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  ${({ theme }) => theme.media.belowMobile} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const MainBadge = styled(Badge)`
  position: absolute;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
`;

const UploadState = styled.span`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
  background: rgba(11, 22, 48, 0.72);
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

const PriceRow = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[3]};
  strong {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.navy};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Description = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Notice = styled.div`
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid ${({ theme }) => theme.colors.gold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.warning};
    margin-bottom: 2px;
  }
`;

const Footer = styled(Dialog.Footer)`
  ${({ theme }) => theme.media.belowMobile} {
    flex-direction: column-reverse;
    button {
      width: 100%;
    }
  }
`;

/**
 * 'Vista previa de tu publicación' (spec §2): the photos with the first marked main, title, price ('Precio alto'
 * above 10,000), condition, category, the attributes given (rarity, PSA grade, signer, certificate), shipping,
 * description and the 'Importante' review notice. While publishing the dialog
 * cannot be closed and 'Confirmar y publicar' reads 'Publicando...'.
 */
export function ListingPreviewDialog({
  open,
  preview,
  publishing,
  uploadLabels = {},
  onBack,
  onConfirm,
  returnFocusTo,
}: ListingPreviewDialogProps) {
  const category = preview ? getCategory(preview.category) : undefined;
  const subcategory =
    preview?.subcategory && preview.category ? getSubcategory(preview.category, preview.subcategory) : undefined;
  const certificate = [preview?.certifier, preview?.certificate_number && `No. ${preview.certificate_number}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !publishing && onBack()}>
      {preview ? (
        <Panel
          hideClose={publishing}
          onEscapeKeyDown={(event) => publishing && event.preventDefault()}
          onPointerDownOutside={(event) => publishing && event.preventDefault()}
          onInteractOutside={(event) => publishing && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Title>{previewCopy.previewTitle}</Dialog.Title>
          <Dialog.Description>{previewCopy.previewSubtitle}</Dialog.Description>
          <Gallery aria-label={photoUploaderCopy.photosTitle}>
            {preview.photos.map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={photo.url}
                  alt={
                    index === 0 ? `${photoUploaderCopy.mainPhoto}: ${preview.title}` : `${preview.title} (${index + 1})`
                  }
                />
                {index === 0 ? <MainBadge variant="gold">{photoUploaderCopy.mainPhoto}</MainBadge> : null}
                {publishing && uploadLabels[photo.id] ? (
                  <UploadState role="status">{uploadLabels[photo.id]}</UploadState>
                ) : null}
              </li>
            ))}
          </Gallery>
          <Heading>{preview.title}</Heading>
          <PriceRow>
            {/* as the piece's page shows it: the price alone ("$7,000"; a total names the currency) */}
            <strong>{formatPrice(preview.price)}</strong>
            {isHighPrice(preview.price) ? <Badge variant="warning">{previewCopy.highPriceBadge}</Badge> : null}
          </PriceRow>
          <Facts>
            <dt>{previewCopy.previewCondition}</dt>
            <dd>{optionLabel(CONDITIONS, preview.condition) ?? preview.condition}</dd>
            <dt>{previewCopy.previewCategory}</dt>
            <dd>
              {category?.name ?? preview.category}
              {subcategory ? ` · ${subcategory.item.name}` : ''}
            </dd>
            {preview.rarity ? (
              <>
                <dt>{copy.sell.fieldRarity}</dt>
                <dd>{optionLabel(RARITIES, preview.rarity) ?? preview.rarity}</dd>
              </>
            ) : null}
            {preview.psa_grade ? (
              <>
                <dt>{copy.sell.fieldPsaGrade}</dt>
                <dd>{optionLabel(PSA_GRADES, preview.psa_grade) ?? preview.psa_grade}</dd>
              </>
            ) : null}
            {preview.signed_by ? (
              <>
                <dt>{copy.sell.fieldSignedBy}</dt>
                <dd>{optionLabel(SIGNED_BY, preview.signed_by) ?? preview.signed_by}</dd>
              </>
            ) : null}
            {certificate ? (
              <>
                <dt>{previewCopy.previewCertificate}</dt>
                <dd data-testid="preview-certificate">{certificate}</dd>
              </>
            ) : null}
            <dt>{previewCopy.previewShipping}</dt>
            <dd data-testid="preview-shipping">{pieceShippingLabel(preview.shipping_price)}</dd>
          </Facts>
          <Description>{preview.description}</Description>
          <Notice role="note">
            <strong>{previewCopy.important}</strong>
            {previewCopy.importantNotice}
          </Notice>
          <Footer>
            <Button type="button" variant="outline" onClick={onBack} disabled={publishing}>
              {previewCopy.backAndEdit}
            </Button>
            <Button type="button" variant="accent" onClick={onConfirm} disabled={publishing} aria-busy={publishing}>
              {publishing ? previewCopy.publishing : previewCopy.confirmAndPublish}
            </Button>
          </Footer>
        </Panel>
      ) : null}
    </Dialog>
  );
}
