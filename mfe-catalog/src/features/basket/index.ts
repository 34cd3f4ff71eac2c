export { addToBasket, AddToBasketError } from './add-to-basket';
