/**
 * When the bot trusts its best article. MiniSearch scores are not comparable across questions (they grow with the
 * number and rarity of the words), so the rule looks at the question itself: how much of it the article matched,
 * the score per searchable word of the question, and how far the best article is ahead of the runner-up.
 */
import type { ArticleMatch } from './article-index';

export interface ConfidenceRule {
  /** Share of the question's searchable words the best article matched. */
  minCoverage: number;
  /** The best score divided by the number of searchable words. */
  minScorePerTerm: number;
  /** The best score divided by the runner-up's (a near tie means the bot cannot tell the articles apart). */
  minMargin: number;
}

/** Set from the evaluation set (evaluation/evaluate.ts; figures in the bench's chat-bot suite). */
export const DEFAULT_CONFIDENCE: ConfidenceRule = { minCoverage: 0.3, minScorePerTerm: 3, minMargin: 1.05 };

export function isConfident(match: ArticleMatch, rule: ConfidenceRule = DEFAULT_CONFIDENCE): boolean {
  const [best, runnerUp] = match.hits;
  if (!best || match.queryTerms === 0) return false;
  if (best.coverage < rule.minCoverage) return false;
  if (best.score / match.queryTerms < rule.minScorePerTerm) return false;
  return !runnerUp || best.score >= runnerUp.score * rule.minMargin;
}
