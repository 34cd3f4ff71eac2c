/**
 * The contact form and customer service's cases: a message opens one case (also when sent twice at once) with a
 * reference the shopper sees and an acknowledgement e-mail in the outbox; the attachment is identified by its bytes
 * and limited in size; the form is rate limited per client address and per e-mail; the case pages need the
 * customer-service role.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { OutboxMessage } from '@sf/contracts';
import { CASE_REFERENCE_PATTERN, CONTACT_ATTACHMENT_MAX_BYTES } from '@sf/contracts/help';
import type { CaseDetail, CaseList } from '@sf/contracts/api';
import { describeDatabases } from '../../test/databases';
import { operatorCookie } from '../../test/operator-session';
import { createCaseService, newCaseReference } from './cases';
import { CONTACT_LIMITS } from './routes';
import { helpCaseAttachments, helpCases } from './tables';

let addresses = 0;
/** A client address of its own per call, so the per-address limit only meets the test that is about it. */
const nextAddress = () => {
  addresses += 1;
  return `10.25.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describeDatabases(
  'contact cases',
  (context) => {
    const form = (overrides: Record<string, unknown> = {}) => ({
      idempotencyKey: randomUUID(),
      brand: 'northbound',
      locale: 'uk-en',
      topic: 'returns',
      email: `shopper-${randomUUID().slice(0, 8)}@example.com`,
      name: 'Ada Shopper',
      message: 'The sole of my left shoe came loose after two weeks.',
      ...overrides,
    });
    const send = (payload: object, from = nextAddress()) => context.app.inject({ method: 'POST', url: '/api/help/cases', payload, remoteAddress: from });
    const mailsTo = async (email: string): Promise<OutboxMessage[]> => (await context.app.outbox.list(1000)).filter((message) => message.to === email);
    const casesOf = (email: string) => context.db.select().from(helpCases).where(eq(helpCases.email, email));

    it('opens a case with a reference and queues an acknowledgement in the shopper’s language', async () => {
      const body = form({ locale: 'de-de', brand: 'kerbside', orderNumber: 'kb12345678', name: 'Jörg <b>Bold</b>' });
      const response = await send(body);
      expect(response.statusCode).toBe(201);
      const { reference } = response.json() as { reference: string };
      expect(reference).toMatch(CASE_REFERENCE_PATTERN);
      const [row] = await casesOf(body.email);
      expect(row).toMatchObject({ reference, status: 'open', orderNumber: 'KB12345678', locale: 'de-de', topic: 'returns' });
      const [mail] = await mailsTo(body.email);
      expect(mail).toMatchObject({ kind: 'contact_acknowledgement', locale: 'de-de', subject: `Wir haben Ihre Nachricht erhalten (${reference})` });
      expect(mail?.text).toContain(reference);
      expect(mail?.text).toContain('Kerbside');
      // The shopper's own words are escaped in the HTML version.
      expect(mail?.html).toContain('Jörg &lt;b&gt;Bold&lt;/b&gt;');
      expect(mail?.html).not.toContain('<b>Bold</b>');
    });

    it('makes one case and one e-mail of a double submit, also when both arrive at once', async () => {
      const body = form();
      const [first, second] = await Promise.all([send(body), send(body)]);
      expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
      expect(first.json().reference).toBe(second.json().reference);
      const again = await send(body);
      expect(again.statusCode).toBe(200);
      expect(again.json().reference).toBe(first.json().reference);
      expect(await casesOf(body.email)).toHaveLength(1);
      expect(await mailsTo(body.email)).toHaveLength(1);
      // The same key for someone else's message is refused rather than answered with another shopper's case.
      const stolen = await send({ ...body, email: 'other@example.com' });
      expect(stolen.statusCode).toBe(409);
      expect(stolen.json().message).toMatch(/idempotencyKey/);
    });

    it('keeps references unique: a clash is drawn again, and the database refuses a duplicate', async () => {
      const taken = (await send(form())).json().reference as string;
      const draws = [taken, taken, newCaseReference()];
      const service = createCaseService(context.db, {
        outbox: context.app.outbox,
        i18n: context.app.i18n,
        newReference: () => draws.shift() ?? newCaseReference(),
      });
      const created = await service.create(
        {
          idempotencyKey: randomUUID(),
          brand: 'northbound',
          locale: 'uk-en',
          topic: 'other',
          email: 'clash@example.com',
          name: 'C',
          orderNumber: null,
          message: 'A message long enough.',
        },
        null,
      );
      expect(created.created).toBe(true);
      expect(created.reference).not.toBe(taken);
      expect(draws).toHaveLength(0);
      // Inside a transaction: on PGlite a failed statement outside one replaces the test's only connection.
      await expect(
        context.db.transaction((tx) =>
          tx.insert(helpCases).values({
            id: randomUUID(),
            reference: taken,
            idempotencyKey: randomUUID(),
            brand: 'northbound',
            locale: 'uk-en',
            topic: 'other',
            email: 'dup@example.com',
            name: 'D',
            message: 'duplicate reference',
          }),
        ),
      ).rejects.toThrow();
    });

    it('says which field is wrong: order number format, e-mail, topic, message', async () => {
      const wrongOrder = await send(form({ orderNumber: '12345' }));
      expect(wrongOrder.statusCode).toBe(400);
      expect(wrongOrder.json().message).toMatch(/orderNumber.*two letters and eight digits/s);
      expect((await send(form({ email: 'not-an-address' }))).json().message).toMatch(/email/);
      expect((await send(form({ topic: 'complaint' }))).statusCode).toBe(400);
      expect((await send(form({ message: 'short' }))).json().message).toMatch(/message/);
      expect((await send(form({ idempotencyKey: 'x' }))).statusCode).toBe(400);
    });

    it('accepts an image or a PDF told by its bytes, and refuses other files and oversized ones', async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
        .png()
        .toBuffer();
      const withPng = form({ attachment: { fileName: '../../etc/damaged.png', contentBase64: png.toString('base64') } });
      const pngSent = await send(withPng);
      expect(pngSent.statusCode, pngSent.body).toBe(201);
      const [stored] = await context.db
        .select()
        .from(helpCaseAttachments)
        .innerJoin(helpCases, eq(helpCases.id, helpCaseAttachments.caseId))
        .where(eq(helpCases.email, withPng.email));
      expect(stored?.help_case_attachments).toMatchObject({ contentType: 'image/png', fileName: 'damaged.png', size: png.length });
      expect(Buffer.compare(stored?.help_case_attachments.bytes ?? Buffer.alloc(0), png)).toBe(0);

      // A PDF named .jpg is stored as the PDF it is.
      const pdf = await send(form({ attachment: { fileName: 'receipt.jpg', contentBase64: PDF.toString('base64') } }));
      expect(pdf.statusCode).toBe(201);
      // An HTML page named like a picture, and a Windows program, are refused: the name and claim do not count.
      const html = Buffer.from('<!doctype html><script>alert(1)</script>');
      const disguised = await send(form({ attachment: { fileName: 'photo.png', contentBase64: html.toString('base64') } }));
      expect(disguised.statusCode).toBe(415);
      expect(disguised.json().message).toMatch(/JPEG, PNG, WebP or GIF images and PDF/);
      const program = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
      expect((await send(form({ attachment: { fileName: 'invoice.pdf', contentBase64: program.toString('base64') } }))).statusCode).toBe(415);

      const huge = Buffer.concat([png, Buffer.alloc(CONTACT_ATTACHMENT_MAX_BYTES + 1 - png.length)]);
      const tooBig = await send(form({ attachment: { fileName: 'huge.png', contentBase64: huge.toString('base64') } }));
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toMatch(/at most 2\.0 MB/);
      // Refused messages leave no case behind.
      expect(await casesOf(form().email)).toHaveLength(0);
    });

    it('limits messages per e-mail address and per client address with a clear 429', async () => {
      const email = 'busy@example.com';
      for (let n = 0; n < CONTACT_LIMITS.perEmail.limit; n++) expect((await send(form({ email }))).statusCode).toBe(201);
      const limited = await send(form({ email }));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/Too many messages for this e-mail address\. Try again in \d+ minutes?\./);
      expect(await casesOf(email)).toHaveLength(CONTACT_LIMITS.perEmail.limit);

      const from = nextAddress();
      for (let n = 0; n < CONTACT_LIMITS.perAddress.limit; n++) await send(form(), from);
      const fromAddress = await send(form(), from);
      expect(fromAddress.statusCode).toBe(429);
      expect(fromAddress.headers['retry-after']).toBeDefined();
    });

    it('lets customer service list, open, download and update cases; others get 401 or 403', async () => {
      const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00c' } })
        .png()
        .toBuffer();
      const body = form({ topic: 'product', attachment: { fileName: 'sole.png', contentBase64: png.toString('base64') } });
      const { reference } = (await send(body)).json() as { reference: string };

      const nobody = await context.app.inject({ method: 'GET', url: '/api/internal/cases' });
      expect(nobody.statusCode).toBe(401);
      await context.app.operators.ensure('editor@storefront.test', 'editor-password-25', ['content-editor']);
      const signIn = await context.app.inject({
        method: 'POST',
        url: '/api/operator/session',
        payload: { email: 'editor@storefront.test', password: 'editor-password-25' },
      });
      const editor = `sf_operator=${signIn.cookies.find((cookie) => cookie.name === 'sf_operator')?.value}`;
      const refused = await context.app.inject({ method: 'GET', url: `/api/internal/cases/${reference}/attachment`, headers: { cookie: editor } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/customer-service/);

      const cookie = await operatorCookie(context.app);
      const list = (await context.app.inject({ method: 'GET', url: '/api/internal/cases?status=open', headers: { cookie } })).json() as CaseList;
      expect(list.cases.find((item) => item.reference === reference)).toMatchObject({ email: body.email, topic: 'product', hasAttachment: true });

      const detail = (await context.app.inject({ method: 'GET', url: `/api/internal/cases/${reference}`, headers: { cookie } })).json() as CaseDetail;
      expect(detail).toMatchObject({ message: body.message, attachment: { fileName: 'sole.png', contentType: 'image/png', size: png.length } });

      const file = await context.app.inject({ method: 'GET', url: `/api/internal/cases/${reference}/attachment`, headers: { cookie } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename="sole.png"/);
      expect(Buffer.compare(file.rawPayload, png)).toBe(0);

      const updated = await context.app.inject({
        method: 'PUT',
        url: `/api/internal/cases/${reference}/status`,
        headers: { cookie },
        payload: { status: 'resolved' },
      });
      expect(updated.json()).toMatchObject({ status: 'resolved', statusChangedBy: 'operator@storefront.test' });
      const open = (await context.app.inject({ method: 'GET', url: '/api/internal/cases?status=open', headers: { cookie } })).json() as CaseList;
      expect(open.cases.some((item) => item.reference === reference)).toBe(false);
      expect(
        (await context.app.inject({ method: 'PUT', url: `/api/internal/cases/${reference}/status`, headers: { cookie }, payload: { status: 'lost' } }))
          .statusCode,
      ).toBe(400);
      expect((await context.app.inject({ method: 'GET', url: '/api/internal/cases/CS-ZZZZZZZZ', headers: { cookie } })).statusCode).toBe(404);
    });
  },
  { env: { LOG_LEVEL: 'error' } },
);
