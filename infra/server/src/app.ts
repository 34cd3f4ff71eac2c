/**
 * Builds the Fastify application: external plugins (config, database, errors, OpenAPI, compression, cookies), then
 * one plugin per domain module, then the edge that composes documents from the modules' services. Used by main.ts
 * and by tests, which inject env, paths and a database instead of touching process.env.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import { constants as zlib } from 'node:zlib';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import { parseEnv, type Env } from './env';
import { REPO_ROOT, type AppPaths } from './paths';
import config from './plugins/config';
import database from './plugins/database';
import errorHandler from './plugins/error-handler';
import openapi from './plugins/openapi';
import customer, { type CustomerResolver } from './plugins/customer';
import keyValue from './plugins/key-value';
import changeFeed from './plugins/change-feed';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import images from './modules/images';
import catalog from './modules/catalog';
import cart from './modules/cart';
import payments from './modules/payments';
import giftCards from './modules/gift-cards';
import content from './modules/content';
import stores from './modules/stores';
import i18n from './modules/i18n';
import flags from './modules/flags';
import experiments from './modules/experiments';
import geo from './modules/geo';
import redirects from './modules/redirects';
import platform from './modules/platform';
import releases from './modules/releases';
import edge from './modules/edge';
import documentLane, { createFrontDoor } from './modules/edge/document-lane';
import search from './modules/search';
import favorites from './modules/favorites';
import outbox from './modules/outbox';
import orders from './modules/orders';
import checkout from './modules/checkout';
import account from './modules/account';
import operators from './modules/operators';
import newsletter from './modules/newsletter';
import help from './modules/help';
import employees from './modules/employees';
import verifications from './modules/verifications';
import identity from './modules/identity';
import passkeys from './modules/passkeys';
import loyalty from './modules/loyalty';
import rum from './modules/rum';
import analytics from './modules/analytics';
import consent from './modules/consent';
import personalisation from './modules/personalisation';
import { proxyTrust } from './plugins/trust-proxy';
import proxyScript from './modules/proxy-script';
import sitemaps from './modules/sitemaps';
import healthcheck from './modules/healthcheck';
import reviews from './modules/reviews';
import chatBot from './modules/chat-bot';
import chat from './modules/chat';

export interface BuildAppOptions {
  /** Validated environment; defaults to parseEnv({}) (all defaults), never process.env. */
  env?: Env;
  paths?: Partial<AppPaths>;
  /** An open database (tests); the app migrates/seeds it if needed but does not close it. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Who is signed in; defaults to nobody until the auth module exists (tests pass their own). */
  resolveCustomer?: CustomerResolver;
  /** The chat's clock for business hours (tests); defaults to the real time. */
  chatNow?: () => Date;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? parseEnv({});
  const paths: AppPaths = { repoRoot: REPO_ROOT, ...options.paths };
  // The server's listener offers cached anonymous pages to the document lane before Fastify (issue 13's throughput).
  const frontDoor = createFrontDoor();
  const app = Fastify({
    serverFactory: frontDoor.serverFactory,
    logger: options.logger ?? { level: env.LOG_LEVEL },
    // Forwarded address, host and protocol are believed from configured proxies only (TRUST_PROXY, off by default).
    trustProxy: proxyTrust(env.TRUST_PROXY),
    // The first start of an empty database migrates, seeds the catalogue and builds the search index inside the
    // database plugin; on PGlite that takes longer than Fastify's default 10 s plugin budget.
    pluginTimeout: 180_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(config, { env, paths });
  await app.register(errorHandler);
  await app.register(documentLane, { frontDoor });
  await app.register(securityHeaders);
  await app.register(database, { handle: options.database });
  await app.register(openapi);
  // Dynamic responses are compressed on the fly, so brotli runs at a cheap quality level.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } });
  await app.register(cookie);
  await app.register(customer, { resolver: options.resolveCustomer });
  await app.register(keyValue);
  await app.register(changeFeed);
  await app.register(rateLimit);

  await app.register(operators);
  await app.register(images);
  await app.register(catalog);
  await app.register(cart);
  await app.register(payments);
  await app.register(giftCards);
  await app.register(content);
  await app.register(stores);
  await app.register(i18n);
  await app.register(search);
  await app.register(favorites);
  await app.register(outbox);
  await app.register(identity);
  await app.register(employees);
  // Issue 25: student verification; its discount yields to employee pricing (cart personal-discount.ts).
  await app.register(verifications);
  // After identity: subscribes a shopper who opted in at sign-up once the e-mail is verified (identity's hook).
  await app.register(newsletter);
  await app.register(help);
  await app.register(passkeys);
  await app.register(loyalty);
  await app.register(orders);
  // Issue 27: the live chat's assistant answers from the help centre and the shopper's own orders (after both).
  await app.register(chatBot);
  await app.register(checkout);
  await app.register(account);
  await app.register(rum);
  await app.register(analytics);
  await app.register(consent);
  await app.register(personalisation);
  await app.register(flags);
  await app.register(experiments);
  await app.register(geo);
  await app.register(proxyScript);
  await app.register(redirects);
  await app.register(releases);
  await app.register(platform);
  await app.register(sitemaps);
  await app.register(healthcheck);
  // Issue 25: reviews and questions (after search: a moderation decision re-indexes the product's listing row).
  await app.register(reviews);
  // Issue 27: live chat (after identity, cart, orders and loyalty: the agent sees the shopper's basket, orders and tier).
  await app.register(chat, options.chatNow ? { now: options.chatNow } : {});
  await app.register(edge);
  return app;
}
