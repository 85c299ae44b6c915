import * as yup from 'yup';
import { fillCopy } from '@vitrina/shared/core';
import { orderCopy } from './copy';
import type { Carrier } from './trustApi';
import { timelineCopy } from './trustCopy';

/** A tracking number as carriers write it: no spaces or hyphens, capitals (what ship_order stores). */
export function normalizeTrackingNumber(raw: string): string {
  return raw
    .trim()
    .replace(/[\s-]+/g, '')
    .toUpperCase();
}

/**
 * The ship and correct forms' rules, mirroring ship_order / update_tracking: a carrier of the list and a number in
 * that carrier's format (carriers.tracking_pattern), refused with the database's own sentence.
 */
export function shipmentSchema(carriers: readonly Carrier[] | undefined) {
  const ids = (carriers ?? []).map((carrier) => carrier.id);
  return yup.object({
    carrier: yup
      .string()
      .required(orderCopy.carrierRequired)
      .test('listed', timelineCopy.carrierFromList, (value) => !ids.length || ids.includes(value ?? '')),
    tracking: yup
      .string()
      .transform((value: string | undefined) => normalizeTrackingNumber(value ?? ''))
      .required(orderCopy.trackingInvalid)
      .min(4, orderCopy.trackingInvalid)
      .max(60, orderCopy.trackingInvalid)
      .test('format', '', function format(value) {
        const carrier = carriers?.find((c) => c.id === this.parent.carrier);
        if (!carrier?.tracking_pattern || !value) return true;
        return new RegExp(carrier.tracking_pattern).test(value)
          ? true
          : this.createError({
              message: fillCopy(orderCopy.trackingFormat, {
                carrier: carrier.name,
                format: carrier.tracking_format ?? '',
              }),
            });
      }),
  });
}

export type ShipmentValues = { carrier: string; tracking: string };
