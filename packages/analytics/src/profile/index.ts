/** `@sf/analytics/profile`: the lazily loaded personalisation sender and profile builder (a chunk of its own). */
export { addCategoryView, addProductView, EMPTY_HISTORY, historyKey, INTERESTS_STORAGE_PREFIX, readHistory, type ViewHistory } from './interests';
export { buildProfile, cartOf, emptyCartOf, readCoordinates, readStealthGroup, readViewport, rememberStealthGroup, type ProfileHost } from './profile-builder';
export { eventOfEntry, forgetStoredProfile, loadBasket, sendProfileBatch, startProfileSender, type ProfileSender, type ProfileSite } from './sender';
