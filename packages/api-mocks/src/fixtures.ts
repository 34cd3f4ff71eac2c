import type { MockAnswer, MockEndpointId } from './endpoints';
import platformFlags from '../fixtures/platform-flags.json';
import platformTexts from '../fixtures/platform-texts.json';
import identitySession from '../fixtures/identity-session.json';
import catalogCategories from '../fixtures/catalog-categories.json';
import catalogListing from '../fixtures/catalog-listing.json';
import catalogSearch from '../fixtures/catalog-search.json';
import catalogSuggestions from '../fixtures/catalog-suggestions.json';
import catalogCollection from '../fixtures/catalog-collection.json';
import catalogDiscounts from '../fixtures/catalog-discounts.json';
import catalogProducts from '../fixtures/catalog-products.json';
import catalogProduct from '../fixtures/catalog-product.json';
import catalogCompleteTheLook from '../fixtures/catalog-complete-the-look.json';
import catalogLooks from '../fixtures/catalog-looks.json';
import catalogSizeCharts from '../fixtures/catalog-size-charts.json';
import contentHome from '../fixtures/content-home.json';
import contentCategoryLanding from '../fixtures/content-category-landing.json';
import reviewsList from '../fixtures/reviews-list.json';
import reviewsQuestions from '../fixtures/reviews-questions.json';
import personalisationRecommendations from '../fixtures/personalisation-recommendations.json';
import contentPage from '../fixtures/content-page.json';
import contentNavigation from '../fixtures/content-navigation.json';
import helpTopics from '../fixtures/help-topics.json';
import helpTopic from '../fixtures/help-topic.json';
import helpArticle from '../fixtures/help-article.json';
import helpSearch from '../fixtures/help-search.json';
import storesList from '../fixtures/stores-list.json';

/** The recorded answers as read from disk; fixtures.test.ts proves each matches its endpoint's schema. */
export const RAW_FIXTURES: Record<MockEndpointId, unknown> = {
  'platform-flags': platformFlags,
  'platform-texts': platformTexts,
  'identity-session': identitySession,
  'catalog-categories': catalogCategories,
  'catalog-listing': catalogListing,
  'catalog-search': catalogSearch,
  'catalog-suggestions': catalogSuggestions,
  'catalog-collection': catalogCollection,
  'catalog-discounts': catalogDiscounts,
  'catalog-products': catalogProducts,
  'catalog-product': catalogProduct,
  'catalog-complete-the-look': catalogCompleteTheLook,
  'catalog-looks': catalogLooks,
  'catalog-size-charts': catalogSizeCharts,
  'content-home': contentHome,
  'content-category-landing': contentCategoryLanding,
  'reviews-list': reviewsList,
  'reviews-questions': reviewsQuestions,
  'personalisation-recommendations': personalisationRecommendations,
  'content-page': contentPage,
  'content-navigation': contentNavigation,
  'help-topics': helpTopics,
  'help-topic': helpTopic,
  'help-article': helpArticle,
  'help-search': helpSearch,
  'stores-list': storesList,
};

/**
 * One recorded answer, typed by its endpoint's schema. A fresh copy each call, so a test may change it freely. The
 * cast is checked by fixtures.test.ts (every fixture parses with its schema), not trusted.
 */
export function mockFixture<Id extends MockEndpointId>(id: Id): MockAnswer<Id> {
  return structuredClone(RAW_FIXTURES[id]) as MockAnswer<Id>;
}
