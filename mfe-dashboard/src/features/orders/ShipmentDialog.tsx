import { useId } from 'react';
import { useFormik } from 'formik';
import { Alert, errorText } from '@vitrina/shared/core';
import { ConfirmDialog } from '@vitrina/shared/ui';
import { CarrierFields } from './CarrierFields';
import { orderCopy } from './copy';
import { normalizeTrackingNumber, shipmentSchema, type ShipmentValues } from './shipmentSchema';
import { useCarriers } from './trustApi';

export interface ShipmentDialogProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** the guía the part has now (correcting it), or empty (shipping) */
  initialValues: ShipmentValues;
  onOpenChange: (open: boolean) => void;
  /** ship_order or update_tracking with the normalized number; a rejection is the database's refusal */
  onSave: (values: ShipmentValues) => Promise<void>;
}

/**
 * The carrier and guía of a seller's part, to ship it or to correct it: a formik form whose schema mirrors
 * ship_order / update_tracking. A refusal is said inside the dialog in the database's words and the typed
 * carrier and number stay for another try.
 */
export function ShipmentDialog({
  title,
  description,
  confirmLabel,
  initialValues,
  onOpenChange,
  onSave,
}: ShipmentDialogProps) {
  const id = useId();
  const carriers = useCarriers();
  const formik = useFormik<ShipmentValues>({
    initialValues,
    validationSchema: shipmentSchema(carriers.data),
    onSubmit: async ({ carrier, tracking }, helpers) => {
      helpers.setStatus(undefined);
      try {
        await onSave({ carrier, tracking: normalizeTrackingNumber(tracking) });
      } catch (error) {
        helpers.setStatus(errorText(error));
      }
    },
  });
  const { errors, touched } = formik;
  const refusal = typeof formik.status === 'string' ? formik.status : null;

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      pending={formik.isSubmitting}
      onConfirm={() => void formik.submitForm()}
    >
      <div style={{ display: 'grid', gap: 12 }}>
        <CarrierFields
          id={id}
          carriers={carriers.data}
          carrierField={formik.getFieldProps('carrier')}
          trackingField={formik.getFieldProps('tracking')}
          errors={{
            carrier: touched.carrier ? errors.carrier : null,
            tracking: touched.tracking ? errors.tracking : null,
          }}
        />
        {refusal ? <Alert title={orderCopy.orderActionFailed}>{refusal}</Alert> : null}
      </div>
    </ConfirmDialog>
  );
}
