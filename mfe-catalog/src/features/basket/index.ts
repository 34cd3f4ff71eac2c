export { addToBasket, AddToBasketError } from './add-to-basket';
export { ensureBasket } from './ensure-basket';
export { basketApi, type BasketApi } from './basket-api';
