/**
 * Issue 27 figures: the chat bot in process (no server, no database: the help articles are written text and the
 * evaluation asks as a guest, so no order is read). The share of the written questions answered confidently with the
 * right article per language (all, the set tuned on, the held-out set written after tuning), off-topic questions
 * answered confidently anyway, the cold build of all eight language indexes, and the reply time p50/p95 over every
 * question asked `rounds` times.
 */
import { LANGUAGES } from '@sf/remote-contract';
import { createChatBot } from '../infra/server/src/modules/chat-bot/bot';
import {
  EVALUATION_LOCALE_PATHS,
  EVALUATION_LOCALES,
  evaluateBot,
  type EvaluationFigures,
  type SetFigures,
} from '../infra/server/src/modules/chat-bot/evaluation/evaluate';
import { EVALUATION_QUESTIONS } from '../infra/server/src/modules/chat-bot/evaluation/questions';
import { helpArticlesFor } from '../infra/server/src/modules/chat-bot/help-articles';

export interface ChatBotFigures {
  evaluation: EvaluationFigures;
  buildAllMs: number;
  replies: number;
  p50Ms: number;
  p95Ms: number;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

const guestBot = () =>
  createChatBot({
    articlesOf: helpArticlesFor('Northbound'),
    orders: { mine: async () => null, latest: async () => null },
    localePaths: EVALUATION_LOCALE_PATHS,
  });

export async function runChatBotBench({ rounds = 20 } = {}): Promise<ChatBotFigures> {
  const cold = guestBot();
  const started = performance.now();
  cold.articles.warm(LANGUAGES);
  const buildAllMs = performance.now() - started;

  const bot = guestBot();
  const evaluation = await evaluateBot(bot);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const question of EVALUATION_QUESTIONS) {
      const at = performance.now();
      await bot.reply({ text: question.text, locale: EVALUATION_LOCALES[question.language], customerId: null, conversationId: 'bench' });
      times.push(performance.now() - at);
    }
  }
  return { evaluation, buildAllMs, replies: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) };
}

const shares = (figures: SetFigures) =>
  Object.entries(figures.byLanguage)
    .map(
      ([language, { right, questions, share, confidentlyWrong }]) =>
        `${language} ${share.toFixed(2)} (${right}/${questions}, ${confidentlyWrong} confidently wrong)`,
    )
    .join(', ');

export function printChatBotFigures({ evaluation, buildAllMs, replies, p50Ms, p95Ms }: ChatBotFigures): void {
  console.log('\nChat bot (issue 27): share answered confidently with the right help article');
  console.log(`  all questions:  ${shares(evaluation)}; off-topic answered confidently ${evaluation.offTopic.confident}/${evaluation.offTopic.questions}`);
  console.log(`  tuned on:       ${shares(evaluation.tuned)}`);
  console.log(`  held out:       ${shares(evaluation.heldOut)}; off-topic ${evaluation.heldOut.offTopic.confident}/${evaluation.heldOut.offTopic.questions}`);
  console.log(`  index build, all 8 languages (cold): ${buildAllMs.toFixed(1)} ms`);
  console.log(`  reply time over ${replies} replies: p50 ${p50Ms.toFixed(3)} ms, p95 ${p95Ms.toFixed(3)} ms`);
}
