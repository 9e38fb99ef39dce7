import type { ShopIdentity } from '@store/contract/shop';
import {
  applyIdentity,
  type DeliveryInput,
  type DeliverySettings,
  type IdentityInput,
  SETTING_KEYS,
  type SettingKey,
} from '@store/contract/shop-settings';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../app-env';
import { pincodes } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { deliverySettings, forgetSettings, shopIdentity, writeSetting } from '../../settings/shop-settings';
import { runStaffAction } from '../staff-action';
import type { Actor } from '../staff-auth';

// The owner's settings (role owner; staff get 403 from runStaffAction and the GET's check): the
// shop's identity and where it delivers. Written as rows of shop_settings, read by every copy of
// the store through server/src/settings/shop-settings.ts.

/** The identity as the console's form edits it. */
export const identityForm = (s: ShopIdentity): IdentityInput => ({
  name: s.name,
  legal_name: s.legalName,
  gstin: s.gstin,
  address_line1: s.address.line1,
  city: s.address.city,
  state: s.address.state,
  pincode: s.address.pincode,
  phones: s.phones.map((p) => ({ label: p.label, number: p.number })),
  support_phone: s.supportPhone,
  support_email: s.supportEmail,
  sms_sender_id: s.smsSenderId,
});

export const deliveryForm = (d: DeliverySettings) => ({
  warehouse_pincode: d.warehousePincode,
  closed_pincodes: d.closedPincodes,
  closed_states: d.closedStates,
});

export async function readSettings(deps: Deps) {
  const [identity, delivery] = await Promise.all([
    shopIdentity(deps.db, { fresh: true }),
    deliverySettings(deps.db, { fresh: true }),
  ]);
  return { identity: identityForm(identity), delivery: deliveryForm(delivery) };
}

const settingId = (key: SettingKey) => SETTING_KEYS.indexOf(key) + 1;

export async function setIdentity(deps: Deps, actor: Actor, input: IdentityInput) {
  await runStaffAction(deps, actor, {
    action: 'setting.identity',
    permission: 'settings',
    entity: { type: 'setting', id: settingId('identity') },
    load: (tx) => shopIdentity(tx, { fresh: true }),
    refuse: () => null,
    apply: (tx, current, at) => writeSetting(tx, 'identity', applyIdentity(current, input), actor.staffId, at),
  });
  forgetSettings();
}

export async function setDelivery(deps: Deps, actor: Actor, input: DeliveryInput) {
  const value: DeliverySettings = {
    warehousePincode: input.warehouse_pincode,
    closedPincodes: [...new Set(input.closed_pincodes)].sort(),
    closedStates: [...new Set(input.closed_states)],
  };
  // the delivery promise is measured from the warehouse: it must be a place the directory knows
  const [known] = await deps.db
    .select({ p: pincodes.pincode })
    .from(pincodes)
    .where(eq(pincodes.pincode, value.warehousePincode));
  if (!known) {
    const message = `Pincode ${value.warehousePincode} was not found in the India Post directory`;
    throw new HttpError('validation_failed', message, { warehouse_pincode: message });
  }
  await runStaffAction(deps, actor, {
    action: 'setting.delivery',
    permission: 'settings',
    entity: { type: 'setting', id: settingId('delivery') },
    load: (tx) => deliverySettings(tx, { fresh: true }),
    refuse: () => null,
    apply: (tx, _s, at) => writeSetting(tx, 'delivery', value, actor.staffId, at),
  });
  forgetSettings();
}
