/**
 * The assistant: answers a shopper's chat message from our own help centre (retrieval, no model service), the
 * signed-in shopper's own orders, or hands over to a person. Order: a request for a person wins, then an order
 * question, then small talk, then the help articles; an answer it does not trust offers a colleague instead.
 */
import { publicPathOf } from '@sf/contracts/navigation-rules';
import type { LocalePathConfig } from '@sf/contracts';
import { isLocaleCode, LOCALES, type Language, type LocaleCode } from '@sf/remote-contract';
import { createArticleIndex, type ArticleIndex, type BotArticle } from './article-index';
import { DEFAULT_CONFIDENCE, isConfident, type ConfidenceRule } from './confidence';
import type { CustomerOrders, OrderStatusView } from './customer-orders';
import { intentOf, orderNumberIn } from './intents';
import { BOT_TEXTS, type BotTexts } from './texts';
import type { ChatBot, ChatBotReply } from './types';

export interface ChatBotOptions {
  articlesOf: (language: Language) => readonly BotArticle[];
  orders: CustomerOrders;
  /** How the sites prefix paths with their locale (env DEFAULT_LOCALE, LOCALE_PREFIX_STRATEGY). */
  localePaths: LocalePathConfig;
  confidence?: ConfidenceRule;
}

/** Characters of an article's first paragraph the answer shows; the link has the rest. */
const ANSWER_LENGTH = 320;
const FALLBACK_LOCALE: LocaleCode = 'uk-en';

function excerpt(text: string): string {
  if (text.length <= ANSWER_LENGTH) return text;
  const cut = text.slice(0, ANSWER_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ')).trimEnd()}…`;
}

const says = (body: string, extra: Partial<ChatBotReply> = {}): ChatBotReply => ({ body, links: [], confident: true, handoff: false, ...extra });

export function createChatBot(options: ChatBotOptions): ChatBot & { readonly articles: ArticleIndex } {
  const articles = createArticleIndex(options.articlesOf);
  const rule = options.confidence ?? DEFAULT_CONFIDENCE;
  const href = (path: string, locale: LocaleCode) => publicPathOf(path, locale, options.localePaths);
  const articleLink = (article: BotArticle, locale: LocaleCode) => ({ title: article.title, href: href(`/help/${article.topic}/${article.slug}`, locale) });

  function describe(order: OrderStatusView, texts: BotTexts, locale: LocaleCode): string {
    const date = (iso: string) => new Intl.DateTimeFormat(LOCALES[locale].tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
    const lines = [texts.order(order.orderNumber, date(order.placedAt), texts.status[order.status])];
    const shipment = order.status === 'shipped' ? order.shipment : null;
    if (shipment?.trackingNumber) lines.push(texts.tracking(shipment.carrier, shipment.trackingNumber));
    if (shipment?.estimatedDelivery) lines.push(texts.expected(date(shipment.estimatedDelivery)));
    return lines.join(' ');
  }

  async function orderAnswer(text: string, customerId: string | null, texts: BotTexts, locale: LocaleCode): Promise<ChatBotReply> {
    const statusPage = { title: texts.orderStatusPage, href: href('/order-status', locale) };
    // A guest is never looked up, whatever number they type: the order status page asks for the e-mail as well.
    if (customerId === null) return says(texts.guestOrder, { links: [statusPage, ...trackingArticle(locale)] });
    const number = orderNumberIn(text);
    const order = number ? await options.orders.mine(customerId, number) : await options.orders.latest(customerId);
    if (!order) return says(number ? texts.orderNotFound : texts.noOrders, { links: [statusPage] });
    return says(describe(order, texts, locale), {
      links: [{ title: texts.orderLink(order.orderNumber), href: href(`/account/order-details/${order.orderNumber}`, locale) }],
    });
  }

  /** The help article on tracking, offered with the guest's order answer. */
  function trackingArticle(locale: LocaleCode) {
    const article = options.articlesOf(LOCALES[locale].language).find((candidate) => candidate.slug === 'track-your-order');
    return article ? [articleLink(article, locale)] : [];
  }

  return {
    articles,
    async reply(input) {
      const locale = isLocaleCode(input.locale) ? input.locale : FALLBACK_LOCALE;
      const language = LOCALES[locale].language;
      const texts = BOT_TEXTS[language];
      if (input.text.trim() === '') return says(texts.greeting);
      switch (intentOf(input.text, language)) {
        case 'handoff':
          return says(texts.handoff, { handoff: true });
        case 'order-status':
          return orderAnswer(input.text, input.customerId, texts, locale);
        case 'greeting':
          return says(texts.greeting);
        case 'thanks':
          return says(texts.thanks);
        case 'question': {
          const match = articles.search(language, input.text);
          const best = match.hits[0];
          if (!best || !isConfident(match, rule)) return says(texts.notSure, { confident: false });
          return says(excerpt(best.article.paragraphs[0] ?? best.article.title), { links: [articleLink(best.article, locale)] });
        }
      }
    },
  };
}
