/**
 * The bot's retrieval quality on the written question set: per language, the share of questions answered
 * confidently with the expected article (its link in the reply), and how many off-topic questions were answered
 * confidently anyway (a wrong answer the shopper would believe). Runs the whole reply (intents included) as a guest.
 */
import { publicPathOf } from '@sf/contracts/navigation-rules';
import type { LocalePathConfig } from '@sf/contracts';
import { BRANDS, type LocaleCode } from '@sf/remote-contract';
import { createChatBot } from '../bot';
import type { ConfidenceRule } from '../confidence';
import type { CustomerOrders } from '../customer-orders';
import { helpArticlesFor } from '../help-articles';
import type { ChatBot, ChatBotReply } from '../types';
import { EVALUATION_QUESTIONS, type EvaluatedLanguage, type EvaluationQuestion } from './questions';

export const EVALUATION_LOCALES: Readonly<Record<EvaluatedLanguage, LocaleCode>> = { en: 'uk-en', de: 'de-de', fr: 'fr-fr' };
export const EVALUATION_LOCALE_PATHS: LocalePathConfig = { strategy: 'prefix_except_default', defaultLocale: 'uk-en' };

export interface LanguageFigures {
  questions: number;
  /** Answered confidently with the expected article. */
  right: number;
  share: number;
  /** Answered confidently with another article: the costly mistake. */
  confidentlyWrong: number;
  /** Not confident (the shopper is offered a colleague). */
  notSure: number;
}

export interface SetFigures {
  byLanguage: Record<EvaluatedLanguage, LanguageFigures>;
  /** Off-topic questions, and how many got a confident answer (a handoff counts as not confident). */
  offTopic: { questions: number; confident: number };
}

export interface EvaluationFigures extends SetFigures {
  /** The questions written before tuning, which the lexicon and the confidence rule were tuned on. */
  tuned: SetFigures;
  /** The questions written after tuning. */
  heldOut: SetFigures;
  misses: Array<{ question: EvaluationQuestion; reply: ChatBotReply }>;
}

/** The guest bot evaluation runs: order questions get the order status page, never a lookup. */
const NO_ORDERS: CustomerOrders = { mine: async () => null, latest: async () => null };

export function evaluationBot(confidence?: ConfidenceRule): ChatBot {
  return createChatBot({
    articlesOf: helpArticlesFor(BRANDS.northbound.name),
    orders: NO_ORDERS,
    localePaths: EVALUATION_LOCALE_PATHS,
    ...(confidence ? { confidence } : {}),
  });
}

export const expectedHref = (question: EvaluationQuestion): string | null =>
  question.expected
    ? publicPathOf(`/help/${question.expected.topic}/${question.expected.slug}`, EVALUATION_LOCALES[question.language], EVALUATION_LOCALE_PATHS)
    : null;

interface Outcome {
  question: EvaluationQuestion;
  reply: ChatBotReply;
}

const isRight = ({ question, reply }: Outcome): boolean => reply.confident && reply.links.some((link) => link.href === expectedHref(question));
/** Off-topic: a confident answer is a miss; a handoff is a fine answer to what the help centre cannot answer. */
const isConfidentOffTopic = ({ reply }: Outcome): boolean => reply.confident && !reply.handoff;

function figuresOf(outcomes: readonly Outcome[]): SetFigures {
  const languageFigures = (language: EvaluatedLanguage): LanguageFigures => {
    const asked = outcomes.filter((outcome) => outcome.question.language === language && outcome.question.expected);
    const right = asked.filter(isRight).length;
    const confidentlyWrong = asked.filter((outcome) => outcome.reply.confident && !isRight(outcome)).length;
    return {
      questions: asked.length,
      right,
      share: asked.length ? right / asked.length : 0,
      confidentlyWrong,
      notSure: asked.length - right - confidentlyWrong,
    };
  };
  const offTopic = outcomes.filter((outcome) => !outcome.question.expected);
  return {
    byLanguage: { en: languageFigures('en'), de: languageFigures('de'), fr: languageFigures('fr') },
    offTopic: { questions: offTopic.length, confident: offTopic.filter(isConfidentOffTopic).length },
  };
}

export async function evaluateBot(bot: ChatBot = evaluationBot(), questions: readonly EvaluationQuestion[] = EVALUATION_QUESTIONS): Promise<EvaluationFigures> {
  const outcomes: Outcome[] = [];
  for (const [index, question] of questions.entries()) {
    const reply = await bot.reply({
      text: question.text,
      locale: EVALUATION_LOCALES[question.language],
      customerId: null,
      conversationId: `evaluation-${index}`,
    });
    outcomes.push({ question, reply });
  }
  return {
    ...figuresOf(outcomes),
    tuned: figuresOf(outcomes.filter((outcome) => !outcome.question.heldOut)),
    heldOut: figuresOf(outcomes.filter((outcome) => outcome.question.heldOut)),
    misses: outcomes.filter((outcome) => (outcome.question.expected ? !isRight(outcome) : isConfidentOffTopic(outcome))),
  };
}
