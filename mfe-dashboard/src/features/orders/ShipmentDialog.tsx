import { useId } from 'react';
import { useFormik } from 'formik';
import { Alert, errorText, fillCopy, FormField, Input, NativeSelect } from '@vitrina/shared/core';
import { ConfirmDialog } from '../trade-common/ConfirmDialog';
import { orderCopy } from './copy';
import { normalizeTrackingNumber, shipmentSchema, type ShipmentValues } from './shipmentSchema';
import { useCarriers } from './trustApi';
import { timelineCopy } from './trustCopy';

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
  const { values, errors, touched } = formik;
  const chosen = carriers.data?.find((c) => c.id === values.carrier);
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
        <FormField
          label={orderCopy.carrierLabel}
          id={`${id}-carrier`}
          error={touched.carrier ? errors.carrier : null}
          required
        >
          <NativeSelect {...formik.getFieldProps('carrier')}>
            <option value="">{timelineCopy.chooseCarrier}</option>
            {(carriers.data ?? []).map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          label={orderCopy.trackingLabel}
          id={`${id}-tracking`}
          error={touched.tracking ? errors.tracking : null}
          hint={
            chosen?.tracking_format
              ? fillCopy(orderCopy.trackingFormatHint, { carrier: chosen.name, format: chosen.tracking_format })
              : undefined
          }
          required
        >
          <Input {...formik.getFieldProps('tracking')} maxLength={60} autoComplete="off" spellCheck={false} />
        </FormField>
        {refusal ? <Alert title={orderCopy.orderActionFailed}>{refusal}</Alert> : null}
      </div>
    </ConfirmDialog>
  );
}
