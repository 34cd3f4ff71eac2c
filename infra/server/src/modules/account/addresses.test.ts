/** Address book: per-country rules like checkout, defaults per kind, the limit, ownership, concurrency, prefill. */
import { expect, it } from 'vitest';
import { MAX_SAVED_ADDRESSES } from '@sf/contracts/api';
import type { AddressValidationResult, CheckoutProfile, SavedAddress, SavedAddressList } from '@sf/contracts';
import { describeDatabases } from '../../test/databases';
import { UK_ADDRESS } from '../../test/checkout-fixtures';
import { accountFixtures, DE_ADDRESS, testCustomerResolver, US_ADDRESS } from '../../test/account-fixtures';

describeDatabases(
  'account: address book',
  (context) => {
    const { shopper, call } = accountFixtures(context);
    const list = async (who: ReturnType<typeof shopper>) => (await call<SavedAddressList>(who, 'GET', '/api/account/addresses')).body;

    it('answers 401 to a guest on every address endpoint', async () => {
      const id = '00000000-0000-4000-8000-000000000001';
      for (const [method, url, payload] of [
        ['GET', '/api/account/addresses', undefined],
        ['POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'shipping' }],
        ['PUT', `/api/account/addresses/${id}`, { ...UK_ADDRESS, kind: 'shipping' }],
        ['DELETE', `/api/account/addresses/${id}`, undefined],
        ['POST', `/api/account/addresses/${id}/default?kind=shipping`, undefined],
        ['GET', '/api/account/checkout-profile', undefined],
      ] as const) {
        const reply = await call(null, method, url, payload);
        expect(reply.status, `${method} ${url}`).toBe(401);
        expect(reply.body.message).toBe('Sign in to continue');
      }
    });

    it('saves addresses in the printed form; the first of each kind is its default', async () => {
      const ann = shopper();
      const created = await call<SavedAddress>(ann, 'POST', '/api/account/addresses', { ...US_ADDRESS, kind: 'shipping' });
      expect(created.status, created.raw).toBe(201);
      expect(created.body).toMatchObject({ kind: 'shipping', isDefault: true, city: 'New York', postalCode: '10001', region: 'NY', country: 'US' });
      const billing = await call<SavedAddress>(ann, 'POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'billing' });
      expect(billing.body).toMatchObject({ kind: 'billing', isDefault: true });
      const second = await call<SavedAddress>(ann, 'POST', '/api/account/addresses', { ...DE_ADDRESS, kind: 'shipping' });
      expect(second.body.isDefault).toBe(false);
      const book = await list(ann);
      expect(book.max).toBe(MAX_SAVED_ADDRESSES);
      // Defaults first, then newest first.
      expect(book.addresses.map((address) => [address.kind, address.isDefault])).toEqual([
        ['billing', true],
        ['shipping', true],
        ['shipping', false],
      ]);
    });

    it('refuses exactly what checkout refuses, naming the field with the same message', async () => {
      const bob = shopper();
      const cases = [
        { ...UK_ADDRESS, postalCode: '12345' },
        { ...US_ADDRESS, region: undefined },
        { ...US_ADDRESS, region: 'XX' },
        { ...DE_ADDRESS, postalCode: '1011' },
        { ...UK_ADDRESS, firstName: ' ' },
        { ...UK_ADDRESS, country: 'gbr' },
        { ...UK_ADDRESS, phone: 'call me' },
      ];
      for (const address of cases) {
        const validated = await call<AddressValidationResult>(null, 'POST', '/api/checkout/address/validate', { address });
        const saved = await call(bob, 'POST', '/api/account/addresses', { ...address, kind: 'shipping' });
        if (validated.status === 400) {
          // Refused by the shared shape already (e.g. a three-letter country): the same field is named.
          expect(saved.status).toBe(400);
          expect(saved.body.message).toContain(validated.body.message?.replace('body/address/', 'body/').split(':')[0]);
          continue;
        }
        const checkout = validated.body;
        if (checkout.valid) {
          expect(saved.status, JSON.stringify(address)).toBe(201);
          continue;
        }
        expect(saved.status, JSON.stringify(address)).toBe(400);
        const [problem] = checkout.problems;
        expect(saved.body.message).toContain(`body/${problem?.field}: ${problem?.message}`);
      }
      const valid = await call(bob, 'POST', '/api/account/addresses', { ...UK_ADDRESS, postalCode: 'sw1y4jh', kind: 'shipping' });
      expect(valid.status).toBe(201);
      const wrongKind = await call(bob, 'POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'home' });
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.message).toContain('body/kind');
    });

    it('edits, moves the default, deletes (the newest left becomes the default) and checks the kind', async () => {
      const cat = shopper();
      const first = (await call<SavedAddress>(cat, 'POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'shipping' })).body;
      const second = (await call<SavedAddress>(cat, 'POST', '/api/account/addresses', { ...UK_ADDRESS, addressLine1: '1 Other St', kind: 'shipping' })).body;
      const third = (await call<SavedAddress>(cat, 'POST', '/api/account/addresses', { ...UK_ADDRESS, addressLine1: '3 Third St', kind: 'shipping' })).body;
      const edited = await call<SavedAddress>(cat, 'PUT', `/api/account/addresses/${second.id}`, { ...DE_ADDRESS, kind: 'shipping' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: second.id, city: 'Berlin', isDefault: false });
      const made = await call<SavedAddressList>(cat, 'POST', `/api/account/addresses/${second.id}/default?kind=shipping`);
      expect(made.status).toBe(200);
      expect(made.body.addresses.filter((address) => address.isDefault).map((address) => address.id)).toEqual([second.id]);
      const wrongKind = await call(cat, 'POST', `/api/account/addresses/${second.id}/default?kind=billing`);
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.message).toContain('querystring/kind');
      const badKind = await call(cat, 'POST', `/api/account/addresses/${second.id}/default?kind=home`);
      expect(badKind.status).toBe(400);
      // Moving the default shipping address to billing: it becomes the billing default, shipping gets a new one.
      const moved = await call<SavedAddress>(cat, 'PUT', `/api/account/addresses/${second.id}`, { ...DE_ADDRESS, kind: 'billing' });
      expect(moved.body).toMatchObject({ kind: 'billing', isDefault: true });
      const afterMove = (await list(cat)).addresses;
      expect(afterMove.filter((address) => address.kind === 'shipping' && address.isDefault)).toHaveLength(1);
      const removed = await call<SavedAddressList>(cat, 'DELETE', `/api/account/addresses/${second.id}`);
      expect(removed.status).toBe(200);
      expect(removed.body.addresses.map((address) => address.id).sort()).toEqual([first.id, third.id].sort());
      const shippingDefault = removed.body.addresses.find((address) => address.isDefault);
      await call(cat, 'DELETE', `/api/account/addresses/${shippingDefault?.id}`);
      const last = (await list(cat)).addresses;
      expect(last).toHaveLength(1);
      expect(last[0]?.isDefault).toBe(true);
      expect((await call(cat, 'DELETE', `/api/account/addresses/${second.id}`)).status).toBe(404);
    });

    it('keeps at most the maximum: one more is 409 with a message', async () => {
      const dan = shopper();
      for (let index = 0; index < MAX_SAVED_ADDRESSES; index += 1) {
        const reply = await call(dan, 'POST', '/api/account/addresses', {
          ...UK_ADDRESS,
          addressLine1: `${index + 1} Long Row`,
          kind: index % 2 ? 'billing' : 'shipping',
        });
        expect(reply.status).toBe(201);
      }
      const over = await call(dan, 'POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'shipping' });
      expect(over.status).toBe(409);
      expect(over.body.message).toBe(`Your address book is full: at most ${MAX_SAVED_ADDRESSES} addresses. Delete one to add another.`);
    });

    it("never shows, edits, deletes or defaults another shopper's address: 404", async () => {
      const owner = shopper();
      const intruder = shopper();
      const address = (await call<SavedAddress>(owner, 'POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'shipping' })).body;
      expect((await list(intruder)).addresses).toEqual([]);
      const attempts = [
        await call(intruder, 'PUT', `/api/account/addresses/${address.id}`, { ...DE_ADDRESS, kind: 'shipping' }),
        await call(intruder, 'DELETE', `/api/account/addresses/${address.id}`),
        await call(intruder, 'POST', `/api/account/addresses/${address.id}/default?kind=shipping`),
      ];
      for (const attempt of attempts) {
        expect(attempt.status).toBe(404);
        expect(attempt.body.message).toBe('Address not found');
      }
      expect((await list(owner)).addresses).toEqual([address]);
      expect((await call<CheckoutProfile>(intruder, 'GET', '/api/account/checkout-profile')).body.addresses).toEqual([]);
    });

    it('prefills checkout: e-mail, names, addresses and their defaults', async () => {
      const eve = shopper({ email: 'eve.prefill@example.com' });
      const empty = (await call<CheckoutProfile>(eve, 'GET', '/api/account/checkout-profile')).body;
      expect(empty).toEqual({
        email: 'eve.prefill@example.com',
        firstName: '',
        lastName: '',
        addresses: [],
        defaultShippingAddressId: null,
        defaultBillingAddressId: null,
        cards: [],
      });
      const shipping = (await call<SavedAddress>(eve, 'POST', '/api/account/addresses', { ...UK_ADDRESS, kind: 'shipping' })).body;
      const billing = (await call<SavedAddress>(eve, 'POST', '/api/account/addresses', { ...DE_ADDRESS, kind: 'billing' })).body;
      const profile = (await call<CheckoutProfile>(eve, 'GET', '/api/account/checkout-profile')).body;
      expect(profile).toMatchObject({
        email: 'eve.prefill@example.com',
        // Without an identity record (the test seam) the names come from the default billing address.
        firstName: 'Grete',
        lastName: 'Weber',
        defaultShippingAddressId: shipping.id,
        defaultBillingAddressId: billing.id,
      });
      expect(profile.addresses).toHaveLength(2);
    });

    it('stays consistent under concurrent "make default" and "add" requests (lock + unique index)', async () => {
      const fay = shopper();
      const ids: string[] = [];
      for (let index = 0; index < 6; index += 1) {
        ids.push(
          (await call<SavedAddress>(fay, 'POST', '/api/account/addresses', { ...UK_ADDRESS, addressLine1: `${index} Race St`, kind: 'shipping' })).body.id,
        );
      }
      const replies = await Promise.all(ids.flatMap((id) => [1, 2].map(() => call(fay, 'POST', `/api/account/addresses/${id}/default?kind=shipping`))));
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      const defaults = (await list(fay)).addresses.filter((address) => address.isDefault);
      expect(defaults).toHaveLength(1);

      // Filling the book from many requests at once never passes the limit.
      const gus = shopper();
      const adds = await Promise.all(
        Array.from({ length: MAX_SAVED_ADDRESSES + 5 }, (_, index) =>
          call(gus, 'POST', '/api/account/addresses', { ...UK_ADDRESS, addressLine1: `${index} Rush St`, kind: index % 2 ? 'billing' : 'shipping' }),
        ),
      );
      expect(adds.filter((reply) => reply.status === 201)).toHaveLength(MAX_SAVED_ADDRESSES);
      expect(adds.filter((reply) => reply.status === 409)).toHaveLength(5);
      const book = (await list(gus)).addresses;
      expect(book).toHaveLength(MAX_SAVED_ADDRESSES);
      expect(
        book
          .filter((address) => address.isDefault)
          .map((address) => address.kind)
          .sort(),
      ).toEqual(['billing', 'shipping']);
    });
  },
  { resolveCustomer: testCustomerResolver },
);
