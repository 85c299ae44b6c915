import type { FieldInputProps } from 'formik';
import { fillCopy, FormField, Input, NativeSelect } from '@vitrina/shared/core';
import { orderCopy } from './copy';
import type { Carrier } from './trustApi';
import { timelineCopy } from './trustCopy';

export interface CarrierFieldsProps {
  /** the form's id prefix (useId) */
  id: string;
  carriers: Carrier[] | undefined;
  /** formik's props of the form's `carrier` and `tracking` fields */
  carrierField: FieldInputProps<string>;
  trackingField: FieldInputProps<string>;
  /** the message under each field, once it was touched */
  errors: { carrier?: string | null; tracking?: string | null };
}

/**
 * A shipment's carrier and guía, as a seller ships a part and as a buyer sends a return back: the carriers the
 * database accepts, and the chosen one's guía format under the number.
 */
export function CarrierFields({ id, carriers, carrierField, trackingField, errors }: CarrierFieldsProps) {
  const chosen = carriers?.find((c) => c.id === carrierField.value);
  return (
    <>
      <FormField label={orderCopy.carrierLabel} id={`${id}-carrier`} error={errors.carrier ?? null} required>
        <NativeSelect {...carrierField}>
          <option value="">{timelineCopy.chooseCarrier}</option>
          {(carriers ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        label={orderCopy.trackingLabel}
        id={`${id}-tracking`}
        error={errors.tracking ?? null}
        hint={
          chosen?.tracking_format
            ? fillCopy(orderCopy.trackingFormatHint, { carrier: chosen.name, format: chosen.tracking_format })
            : undefined
        }
        required
      >
        <Input {...trackingField} maxLength={60} autoComplete="off" spellCheck={false} />
      </FormField>
    </>
  );
}
